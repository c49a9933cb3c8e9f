// The bpmn-js viewer with an instance's history: the activities and the sequence flows the engine took (green)
// and the activities still open (orange), as the history records them. bpmn-js loads on first use, in its own
// chunk, so no other screen pays for it. Drawing and editing is bpmn-modeler.tsx.
import { Alert, Box, CircularProgress } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type BaseViewer from 'bpmn-js/lib/BaseViewer';

type Canvas = { addMarker: (id: string, marker: string) => void; zoom: (level: string) => void };
type Registry = { get: (id: string) => object | undefined };

type Props = {
  xml: string;
  /** Ids of the activities and sequence flows taken (green) and of the activities still open (orange). */
  visited?: string[];
  active?: string[];
  height?: number;
};

function mark(viewer: BaseViewer, visited: string[], active: string[]) {
  const canvas = viewer.get<Canvas>('canvas');
  const registry = viewer.get<Registry>('elementRegistry');
  // A history row may name what the diagram does not draw (a file without a diagram for one of its elements).
  for (const id of visited) if (registry.get(id)) canvas.addMarker(id, 'flow-visited');
  for (const id of active) if (registry.get(id)) canvas.addMarker(id, 'flow-active');
}

/** A file with at least one placed shape shows as it was drawn; one without is laid out first (load-layout.ts). */
export const hasDiagram = (xml: string) => /<([\w-]+:)?BPMNShape\b/.test(xml);

/** The XML to show: as drawn, or laid out when it holds no diagram (with the flows the layout could not draw). */
export async function drawable(xml: string): Promise<{ xml: string; undrawn: string[] }> {
  return hasDiagram(xml) ? { xml, undrawn: [] } : (await import('./load-layout.ts')).layOut(xml);
}

export function BpmnCanvas({ xml, visited = [], active = [], height = 480 }: Props) {
  const { t } = useTranslation('flow');
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const visitedKey = visited.join(',');
  const activeKey = active.join(',');
  // What was drawn last, for which input: anything else still loads.
  const drawing = `${xml}\n${visitedKey}\n${activeKey}`;
  const [drawn, setDrawn] = useState<{ drawing: string; error?: string; undrawn?: number } | null>(null);
  const state = drawn?.drawing !== drawing ? 'loading' : drawn.error !== undefined ? 'error' : 'ready';

  useEffect(() => {
    if (!host) return;
    let disposed = false;
    let viewer: BaseViewer | null = null;
    void (async () => {
      try {
        const { Viewer } = await import('./load-viewer.ts');
        if (disposed) return;
        viewer = new Viewer({ container: host });
        const shown = await drawable(xml);
        await viewer.importXML(shown.xml);
        if (disposed) return;
        viewer.get<Canvas>('canvas').zoom('fit-viewport');
        mark(viewer, visitedKey ? visitedKey.split(',') : [], activeKey ? activeKey.split(',') : []);
        setDrawn({ drawing: `${xml}\n${visitedKey}\n${activeKey}`, undrawn: shown.undrawn.length });
      } catch (cause) {
        if (!disposed)
          setDrawn({ drawing: `${xml}\n${visitedKey}\n${activeKey}`, error: cause instanceof Error ? cause.message : String(cause) });
      }
    })();
    return () => {
      disposed = true;
      viewer?.destroy();
    };
  }, [host, xml, visitedKey, activeKey]);

  return (
    <Box sx={{ position: 'relative', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}>
      <Box ref={setHost} data-testid="bpmn-view" data-state={state} sx={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && <CircularProgress size={28} sx={{ position: 'absolute', top: '45%', left: '48%' }} />}
      {state === 'error' && <Box sx={{ position: 'absolute', top: 8, left: 8, color: 'error.main' }}>{drawn?.error}</Box>}
      {state === 'ready' && drawn?.undrawn ? (
        <Alert severity="warning" data-testid="bpmn-notice" sx={{ position: 'absolute', top: 8, left: 8, right: 8 }}>
          {t('chartUndrawn', { count: drawn.undrawn })}
        </Alert>
      ) : null}
    </Box>
  );
}
