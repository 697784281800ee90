/** Problems found in a screen document, kept apart from the validator so the UI can group them without loading ajv. */

/** One problem in a document. `key`/`vars` translate it; `pointer` is the object it is about. */
export interface SchemaIssue {
  pointer: string;
  /** Pointer of the innermost node (object with a `type`) holding the problem. */
  nodePointer: string;
  key: string;
  vars: Readonly<Record<string, string>>;
  /** Absent for errors (the document is refused); `warning` reports without refusing. */
  severity?: 'warning';
}

/** Groups issues by the node they belong to, with translated messages, for `InvalidNodesContext`. */
export function issuesByNode(issues: readonly SchemaIssue[], translate: (issue: SchemaIssue) => string): Map<string, string[]> {
  const byNode = new Map<string, string[]>();
  for (const issue of issues) {
    const list = byNode.get(issue.nodePointer) ?? [];
    const where = issue.pointer === issue.nodePointer ? '' : `${issue.pointer.slice(issue.nodePointer.length)}: `;
    list.push(`${where}${translate(issue)}`);
    byNode.set(issue.nodePointer, list);
  }
  return byNode;
}
