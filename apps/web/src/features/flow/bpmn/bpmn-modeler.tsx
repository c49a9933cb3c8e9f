// The bpmn-js modeler with its properties panel on the right (load-modeler.ts). The handle saves the XML (the
// process first takes the model's key and name), reads pasted XML back into the diagram, and shows a refusal of
// the server on the element and field it names.
import { Box, CircularProgress } from '@mui/material';
import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react';
import type Modeler from 'bpmn-js/lib/Modeler';
import type { Directory } from './blade-properties.ts';
import { drawable } from './bpmn-canvas.tsx';

export type ModelerHandle = {
  saveXml: (process?: { id: string; name: string }) => Promise<string>;
  /** Shows the XML in the diagram; throws when bpmn-js cannot read it. */
  importXml: (xml: string) => Promise<void>;
  /** Fits the diagram to the view (after it was hidden). */
  fit: () => void;
  /** Selects the element a message names as `[id]` and shows the message on its field; false when none is named. */
  showError: (message: string) => boolean;
};

type Element = { id: string; type: string };
type Canvas = { zoom: (level: string) => void; getRootElement: () => object };
type Modeling = { updateProperties: (element: object, props: Record<string, string>) => void };
type Registry = { getAll: () => Element[] };
type EventBus = { fire: (event: string, payload: object) => void; once: (event: string, listener: () => void) => void };

/** The panel entry where a refusal about an element of this type belongs. */
const FIELD_OF: Record<string, string> = { 'bpmn:SequenceFlow': 'conditionExpression', 'bpmn:UserTask': 'assignee' };

type Selection = { get: () => object[]; select: (elements: object[] | null) => void };

/**
 * The panel writes what is typed after a short pause, and at once when its field goes away: showing no element for
 * a moment writes a value typed just before saving. The selection is given back.
 */
async function flushPanel(modeler: Modeler) {
  const selection = modeler.get<Selection>('selection');
  const selected = selection.get();
  if (!selected.length) return;
  selection.select(null);
  await new Promise((resolve) => setTimeout(resolve));
  selection.select(selected);
}

type Props = { xml: string; directory: Directory; height?: number; ref?: Ref<ModelerHandle> };

export function BpmnModeler({ xml, directory, height = 520, ref }: Props) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const panel = useRef<HTMLDivElement>(null);
  const instance = useRef<Modeler | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');
  const [error, setError] = useState('');

  useImperativeHandle(
    ref,
    () => ({
      saveXml: async (process) => {
        const modeler = instance.current!;
        await flushPanel(modeler);
        if (process) modeler.get<Modeling>('modeling').updateProperties(modeler.get<Canvas>('canvas').getRootElement(), process);
        return (await modeler.saveXML({ format: true })).xml ?? '';
      },
      importXml: async (text) => {
        // Read while the diagram is hidden (the XML tab): it is fitted to the view once shown (fit).
        await instance.current!.importXML((await drawable(text)).xml);
      },
      fit: () => instance.current?.get<Canvas>('canvas').zoom('fit-viewport'),
      showError: (message) => {
        const modeler = instance.current;
        if (!modeler) return false;
        const element = modeler
          .get<Registry>('elementRegistry')
          .getAll()
          .find((e) => message.includes(`[${e.id}]`));
        if (!element) return false;
        modeler.get<Selection>('selection').select([element]);
        const field = FIELD_OF[element.type];
        if (!field) return true;
        const bus = modeler.get<EventBus>('eventBus');
        bus.fire('propertiesPanel.setErrors', { errors: { [field]: message } });
        // The panel keeps errors by field, whatever element it shows: the message goes once the user moves on or edits.
        const clear = () => bus.fire('propertiesPanel.setErrors', { errors: {} });
        bus.once('selection.changed', clear);
        bus.once('elements.changed', clear);
        return true;
      },
    }),
    [],
  );

  // The modeler is made once per mount (its XML and directory are the dialog's first ones); later XML (pasted)
  // goes through the handle.
  useEffect(() => {
    if (!host || !panel.current) return;
    let disposed = false;
    let modeler: Modeler | null = null;
    void (async () => {
      try {
        const { createModeler } = await import('./load-modeler.ts');
        if (disposed || !panel.current) return;
        modeler = createModeler(host, panel.current, directory);
        instance.current = modeler;
        await modeler.importXML((await drawable(xml)).xml);
        if (disposed) return;
        modeler.get<Canvas>('canvas').zoom('fit-viewport');
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
      modeler?.destroy();
      instance.current = null;
    };
  }, [host, xml, directory]);

  return (
    <Box sx={{ display: 'flex', height, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: '#fff' }}>
      <Box sx={{ position: 'relative', flex: 1, minWidth: 0 }}>
        <Box ref={setHost} data-testid="bpmn-edit" data-state={state} sx={{ position: 'absolute', inset: 0 }} />
        {state === 'loading' && <CircularProgress size={28} sx={{ position: 'absolute', top: '45%', left: '48%' }} />}
        {state === 'error' && <Box sx={{ position: 'absolute', top: 8, left: 8, color: 'error.main' }}>{error}</Box>}
      </Box>
      <Box
        ref={panel}
        data-testid="bpmn-properties"
        sx={{ width: 320, flexShrink: 0, overflowY: 'auto', borderLeft: 1, borderColor: 'divider' }}
      />
    </Box>
  );
}
