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

interface Waiting {
  name: ModalName;
  grant: (run: ModalRun) => void;
}

/**
 * A player's modal queue: one modal at a time, the waiting ones in {@link MODAL_PRIORITY} order (then first
 * come, first served). A run starts when a modal shows with none before it and ends when the last one
 * closes. One per `<ddi-player>` ({@link modalQueueOf}), for the modal overlays its overlay host mounts;
 * it is code of the modal overlays' chunk, not of the player's first load.
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

  #next(): boolean {
    // With nothing waiting the run is over.
    const next = this.#waiting.reduce<Waiting | undefined>((best, waiting) => (!best || MODAL_PRIORITY[waiting.name] < MODAL_PRIORITY[best.name] ? waiting : best), undefined);
    if (!next || !this.#run) {
      this.#run = null;
      return false;
    }
    this.#waiting.splice(this.#waiting.indexOf(next), 1);
    this.#showing = next.name;
    next.grant(this.#run);
    // A modal that left the page meanwhile gives its turn straight back (release in grant).
    return this.#showing !== null;
  }
}

const queues = new WeakMap<Element, ModalQueue>();

/** The modal queue of `player` (the `<ddi-player>` an overlay is in). */
export function modalQueueOf(player: Element): ModalQueue {
  let queue = queues.get(player);
  if (!queue) queues.set(player, (queue = new ModalQueue()));
  return queue;
}
