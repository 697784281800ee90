/** The 100 rows both array pages start with: three text fields each (`name`, `phone` left empty to be typed in, `email`). */
export const ROW_COUNT = 100;

export const rows: readonly { name: string; phone: string; email: string }[] = Array.from({ length: ROW_COUNT }, (_, index) => ({
  name: `Contact ${index + 1}`,
  phone: '',
  email: `c${index + 1}@example.com`,
}));

/** True once every row's inputs are in the DOM. */
export const arrayReady = (): boolean => document.querySelectorAll('.ant-form-item input').length >= ROW_COUNT * 3;
