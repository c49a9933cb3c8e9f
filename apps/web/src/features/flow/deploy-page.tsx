// /flow/deploy: upload .bpmn / .bpmn20.xml files and deploy them with a category and tenants (blade-api.md 5.5
// deploy-upload). The server parses and validates every file before it stores anything.
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../components/toast.tsx';
import { deployUpload } from './api.ts';
import { useBusy } from './use-busy.ts';
import { DeployTargetFields, EMPTY_TARGET, targetError, toTarget } from './deploy-target-fields.tsx';

export const isBpmnFile = (name: string) => /\.(bpmn|bpmn20\.xml)$/i.test(name);

export function FlowDeployPage() {
  const { t } = useTranslation(['flow', 'crud']);
  const [target, setTarget] = useState(EMPTY_TARGET);
  const [files, setFiles] = useState<File[]>([]);
  const [busy, run] = useBusy();
  const pick = (list: FileList | null) => {
    const picked = Array.from(list ?? []);
    const wrong = picked.filter((f) => !isBpmnFile(f.name));
    if (wrong.length) toast.warning(t('flow:deploy.wrongType', { names: wrong.map((f) => f.name).join(', ') }));
    setFiles(picked.filter((f) => isBpmnFile(f.name)));
  };
  const deploy = async () => {
    const missing = targetError(target) ?? (files.length ? null : 'flow:deploy.fileRequired');
    if (missing) return toast.warning(t(missing));
    await run(async () => {
      await deployUpload(files, toTarget(target));
      toast.success(t('crud:done'));
      setFiles([]);
    });
  };
  return (
    <Card data-testid="flow-deploy-page">
      <CardContent>
        <Stack spacing={2} sx={{ maxWidth: 520 }}>
          <DeployTargetFields value={target} onChange={setTarget} />
          <Box>
            <Button variant="outlined" component="label">
              {t('flow:deploy.chooseFiles')}
              <input
                hidden
                type="file"
                multiple
                accept=".bpmn,.xml"
                data-testid="flow-deploy-files"
                onChange={(e) => pick(e.target.files)}
              />
            </Button>
            <Typography variant="body2" sx={{ mt: 1 }} color="text.secondary">
              {files.length ? files.map((f) => f.name).join(', ') : t('flow:deploy.fileHint')}
            </Typography>
          </Box>
          <Box>
            <Button variant="contained" disabled={busy} onClick={() => void deploy()}>
              {t('flow:deploy.submit')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}
