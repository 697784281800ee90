/**
 * The problems of a refused draft, or (with `severity="warning"`) the live
 * warnings of the text that do not refuse it; each a link that jumps to its
 * pointer in the editor.
 */
import { Alert, Button, List, Typography } from 'antd';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useEnv } from '../../core/react';
import type { Problem } from '../lowcodeApi';
import { translateProblem } from './useDocumentCheck';

export interface ProblemsListProps {
  problems: readonly Problem[];
  onJump: (pointer: string) => void;
  severity?: 'warning';
}

export function ProblemsList({ problems, onJump, severity }: ProblemsListProps): ReactElement | null {
  const { t } = useTranslation();
  const { i18n } = useEnv();
  if (problems.length === 0) return null;
  return (
    <Alert
      type={severity ?? 'error'}
      showIcon
      data-testid={severity ? 'studio-warnings' : 'studio-problems'}
      message={t(severity ? 'studio.editor.warnings' : 'studio.editor.refused', { count: problems.length })}
      description={
        <List
          size="small"
          dataSource={[...problems]}
          renderItem={(problem) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Button type="link" size="small" onClick={() => onJump(problem.pointer)} style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'left' }}>
                <Typography.Text code>{problem.pointer || '/'}</Typography.Text> {translateProblem({ key: problem.key ?? '', vars: problem.vars ?? {}, message: problem.message }, i18n)}
              </Button>
            </List.Item>
          )}
        />
      }
      style={{ marginBottom: 8 }}
    />
  );
}
