/** spec portal-shell 2.3 and 9: the my-apps cascader is min(max(258, 20 + 34 x appCount), 428) px high. */
export function cascaderHeight(appCount: number): number {
  return Math.min(Math.max(258, 20 + 34 * appCount), 428);
}
