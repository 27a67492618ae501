/**
 * The modals of the player, by priority (decision 0046): a lower number shows first when several wait.
 * One modal shows at a time; the one showing is never interrupted.
 */
export const MODAL_PRIORITY = { password: 0, ads: 1, 'start-time': 2, quiz: 3, 'visitor-form': 4 } as const;

export type ModalName = keyof typeof MODAL_PRIORITY;

/**
 * What the modals of one run (from the first one shown to the last one closed) share: the element to give
 * focus back to, and whether playback resumes at the end (the first modal paused a playing video).
 */
export interface ModalRun {
  returnFocus: Element | null;
  resume: boolean;
}

/** `ddi-modal-request`: an overlay asks for its turn; the host sets `handled` and calls `grant` when it is. */
export interface ModalRequestDetail {
  name: ModalName;
  grant: (run: ModalRun) => void;
  /** The focused element when it asked (focus goes back there when it starts a run). */
  focused: Element | null;
  handled: boolean;
}

/** `ddi-modal-release`: the overlay's modal closed; the host sets `handedOver` when another one shows now. */
export interface ModalReleaseDetail {
  name: ModalName;
  handedOver: boolean;
}

interface Waiting {
  name: ModalName;
  grant: (run: ModalRun) => void;
}

/**
 * The overlay host's modal queue: one modal at a time, the waiting ones in {@link MODAL_PRIORITY} order
 * (then first come, first served). A run starts when a modal shows with none before it and ends when the
 * last one closes.
 */
export class ModalQueue {
  #showing: ModalName | null = null;
  #waiting: Waiting[] = [];
  #run: ModalRun | null = null;

  /** The modal showing now, or null. */
  get showing(): ModalName | null {
    return this.#showing;
  }

  /**
   * Asks for `name`'s turn: `grant` is called when it comes. When nothing shows, the turn is given in a
   * microtask, so modals asking at the same moment (two cues due in one time update) go by priority.
   */
  request(name: ModalName, grant: (run: ModalRun) => void, focused: Element | null): void {
    if (this.#showing === name || this.#waiting.some((waiting) => waiting.name === name)) return;
    this.#waiting.push({ name, grant });
    if (this.#showing === null && !this.#run) {
      this.#run = { returnFocus: focused, resume: false };
      queueMicrotask(() => {
        if (this.#showing === null) this.#next();
      });
    }
  }

  /** `name` closed (or gave up waiting). True when the next waiting modal shows now. */
  release(name: ModalName): boolean {
    this.#waiting = this.#waiting.filter((waiting) => waiting.name !== name);
    if (this.#showing !== name) return false;
    this.#showing = null;
    return this.#next();
  }

  /** Forgets every modal (the source changed). */
  reset(): void {
    this.#showing = null;
    this.#waiting = [];
    this.#run = null;
  }

  #next(): boolean {
    // After reset() (or with nothing waiting) the run is over.
    const next = this.#waiting.reduce<Waiting | undefined>((best, waiting) => (!best || MODAL_PRIORITY[waiting.name] < MODAL_PRIORITY[best.name] ? waiting : best), undefined);
    if (!next || !this.#run) {
      this.#run = null;
      return false;
    }
    this.#waiting.splice(this.#waiting.indexOf(next), 1);
    this.#showing = next.name;
    next.grant(this.#run);
    return true;
  }
}
