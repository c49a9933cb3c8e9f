// A bpmn-js canvas: the viewer (history markers on visited / open activities) or the modeler (a handle that
// saves the XML). bpmn-js loads on first use, in its own chunk, so no other screen pays for it.
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type BaseViewer from 'bpmn-js/lib/BaseViewer';

/** saveXml: the diagram's XML; in the modeler, the process first takes the given id (the model key) and name. */
export type BpmnHandle = { saveXml: (process?: { id: string; name: string }) => Promise<string> };
type Canvas = { addMarker: (id: string, marker: string) => void; zoom: (level: string) => void; getRootElement: () => object };
type Modeling = { updateProperties: (element: object, props: Record<string, string>) => void };
type Connection = { id: string; type: string; businessObject?: { sourceRef?: { id: string }; targetRef?: { id: string } } };
type Registry = { filter: (fn: (e: Connection) => boolean) => Connection[] };

type Props = {
  xml: string;
  mode: 'view' | 'edit';
  /** Viewer: ids of the activities taken (green) and still open (orange). */
  visited?: string[];
  active?: string[];
  height?: number;
  ref?: Ref<BpmnHandle>;
};

function mark(viewer: BaseViewer, visited: string[], active: string[]) {
  const canvas = viewer.get('canvas') as Canvas;
  const taken = new Set(visited);
  for (const id of visited) canvas.addMarker(id, 'flow-visited');
  for (const id of active) canvas.addMarker(id, 'flow-active');
  // A sequence flow was taken when both its ends were.
  const flows = (viewer.get('elementRegistry') as Registry).filter((e) => e.type === 'bpmn:SequenceFlow');
  for (const flow of flows) {
    const from = flow.businessObject?.sourceRef?.id;
    const to = flow.businessObject?.targetRef?.id;
    if (from && to && taken.has(from) && (taken.has(to) || active.includes(to))) canvas.addMarker(flow.id, 'flow-visited');
  }
}

/** A file with at least one placed shape shows as it was drawn; one without is laid out first (load-layout.ts). */
const hasDiagram = (xml: string) => /<([\w-]+:)?BPMNShape\b/.test(xml);

export function BpmnCanvas({ xml, mode, visited = [], active = [], height = 480, ref }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const instance = useRef<BaseViewer | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');

  useImperativeHandle(
    ref,
    () => ({
      saveXml: async (process) => {
        const viewer = instance.current!;
        if (process && mode === 'edit') {
          (viewer.get('modeling') as Modeling).updateProperties((viewer.get('canvas') as Canvas).getRootElement(), process);
        }
        const result = await viewer.saveXML({ format: true });
        return result.xml ?? '';
      },
    }),
    [mode],
  );

  const visitedKey = visited.join(',');
  const activeKey = active.join(',');
  useEffect(() => {
    let disposed = false;
    setState('loading');
    void (async () => {
      try {
        const Ctor = mode === 'edit' ? (await import('./load-modeler.ts')).Modeler : (await import('./load-viewer.ts')).Viewer;
        if (disposed || !host.current) return;
        const viewer: BaseViewer = new Ctor({ container: host.current });
        instance.current = viewer;
        await viewer.importXML(hasDiagram(xml) ? xml : await (await import('./load-layout.ts')).layoutProcess(xml));
        if (disposed) return;
        (viewer.get('canvas') as Canvas).zoom('fit-viewport');
        if (mode === 'view') mark(viewer, visitedKey ? visitedKey.split(',') : [], activeKey ? activeKey.split(',') : []);
        setState('ready');
      } catch (cause) {
        if (!disposed) {
          setError(cause instanceof Error ? cause.message : String(cause));
          setState('error');
        }
      }
    })();
    return () => {
      disposed = true;
      instance.current?.destroy();
      instance.current = null;
    };
  }, [xml, mode, visitedKey, activeKey]);

  return (
    <Box sx={{ position: 'relative', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}>
      <Box ref={host} data-testid={`bpmn-${mode}`} data-state={state} sx={{ position: 'absolute', inset: 0 }} />
      {state === 'loading' && <CircularProgress size={28} sx={{ position: 'absolute', top: '45%', left: '48%' }} />}
      {state === 'error' && <Box sx={{ position: 'absolute', top: 8, left: 8, color: 'error.main' }}>{error}</Box>}
    </Box>
  );
}
