import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { deepActiveElement, restoreFocus, trapTab, within } from './dialog-focus.js';
import { modalQueueOf, type ModalName, type ModalQueue, type ModalRun } from './modal-queue.js';

/** The `<ddi-player>` whose shadow tree holds `element`, or null. */
function playerOf(element: Element): Element | null {
  let root = element.getRootNode();
  while (root instanceof ShadowRoot) {
    if (root.host.localName === 'ddi-player') return root.host;
    root = root.host.getRootNode();
  }
  return null;
}

/**
 * The modal machinery of an overlay (quiz, visitor form …), one for all (decision 0046): it asks the
 * player's modal queue for a turn, keeps Tab inside the dialog, handles Escape where the overlay allows
 * it, and gives focus back when the last modal of a run closes. Leaving the page gives the turn back. An
 * overlay used without a player around it gets its turn at once.
 */
export class ModalController implements ReactiveController {
  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #name: ModalName;
  #state: 'closed' | 'waiting' | 'open' = 'closed';
  #run: ModalRun = { returnFocus: null, resume: false };
  #queue: ModalQueue | undefined;

  constructor(host: ReactiveControllerHost & HTMLElement, name: ModalName) {
    this.#host = host;
    this.#name = name;
    host.addController(this);
  }

  /** The dialog shows (its turn came). */
  get open(): boolean {
    return this.#state === 'open';
  }

  /** The dialog waits for its turn or shows. */
  get active(): boolean {
    return this.#state !== 'closed';
  }

  /** What the modals of this run share (set `resume` when this modal paused a playing video). */
  get run(): ModalRun {
    return this.#run;
  }

  /** Asks for a turn; `show` runs when it comes (at once when no other modal shows). */
  request(show: () => void): void {
    if (this.#state !== 'closed') return;
    this.#state = 'waiting';
    const grant = (run: ModalRun) => {
      if (this.#state !== 'waiting') {
        this.#queue?.release(this.#name);
        return;
      }
      this.#state = 'open';
      this.#run = run;
      show();
      this.#host.requestUpdate();
    };
    const player = playerOf(this.#host);
    this.#queue = player ? modalQueueOf(player) : undefined;
    if (this.#queue) this.#queue.request(this.#name, grant, deepActiveElement());
    else grant({ returnFocus: deepActiveElement(), resume: false });
  }

  /**
   * The dialog closed. Returns true when another modal shows now (it takes over the run: do not resume
   * playback); else focus goes back to where it was before the run (when it was in this overlay or lost
   * with it: a tip that hides by itself does not take focus from where the viewer moved it), and the caller
   * resumes if `run.resume`.
   */
  close(): boolean {
    if (this.#state === 'closed') return false;
    const shown = this.#state === 'open';
    this.#state = 'closed';
    const focused = deepActiveElement();
    const handedOver = this.#queue?.release(this.#name) ?? false;
    if (shown && !handedOver && (!focused || focused === document.body || within(this.#host, focused))) restoreFocus(this.#host, this.#run.returnFocus);
    return handedOver;
  }

  /**
   * The dialog's keydown: the player's shortcuts stay out, Escape calls `escape` (when the overlay allows
   * it there; else nothing), Tab stays inside `dialog`.
   */
  keydown(event: KeyboardEvent, dialog: Element | null, escape?: () => void): void {
    event.stopPropagation();
    if (event.key === 'Escape') {
      event.preventDefault();
      escape?.();
      return;
    }
    if (dialog) trapTab(event, dialog);
  }

  hostDisconnected(): void {
    this.close();
  }
}
