/** The 200 fields both form pages render: names `f1`..`f200`, labels `Field 1`... */
export const FIELD_COUNT = 200;

export const fieldNames: readonly string[] = Array.from({ length: FIELD_COUNT }, (_, index) => `f${index + 1}`);
