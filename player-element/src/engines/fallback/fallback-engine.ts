import type { SourceKind } from '../../core/state.js';
import type { EngineModule } from '../engine-contract.js';

/**
 * Spec §7 fallback script (decision 0042): the module at `script`, checked to export `attach`; the import is
 * cached by the browser, so it loads once. Its own small chunk: most pages never name one (issue 22, bytes).
 */
export async function loadFallback(script: string, kind: SourceKind): Promise<EngineModule> {
  const module = (await import(/* @vite-ignore */ script)) as Partial<EngineModule>;
  if (typeof module.attach !== 'function') throw new Error(`the fallback script ${script} does not export attach(context)`);
  const attach = module.attach;
  return {
    attach: (context) => {
      const root = context.video.getRootNode();
      return attach({ ...context, kind, host: root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : undefined });
    },
  };
}
