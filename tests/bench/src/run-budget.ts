// The issue asks `npm run bench` to finish within 10 minutes. Its rows take a fixed time, but starting processes,
// playing the replay's games and creating the memory figure's take longer on a slow machine, so the sections that no
// target depends on give way when the run is late, and say so.

/** A run's time: how long it has taken, and whether a section still fits before what must follow it. */
export class RunBudget {
  private readonly started: number;

  /** `totalMs`: the whole run's time; `now`: a clock in milliseconds (performance.now by default). */
  constructor(
    readonly totalMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.started = now();
  }

  elapsedMs(): number {
    return this.now() - this.started;
  }

  /** "at 212 s": where a section starts in the run, printed on its heading. */
  stamp(): string {
    return `at ${Math.round(this.elapsedMs() / 1000)} s`;
  }

  /** Whether a section expected to take `sectionMs` fits, keeping `reservedMs` for the sections that must still run. */
  allows(sectionMs: number, reservedMs = 0): boolean {
    return this.elapsedMs() + sectionMs + reservedMs <= this.totalMs;
  }

  /** What a skipped section prints instead of its figures. */
  skipped(what: string, sectionMs: number, reservedMs = 0): string {
    const left = Math.max(0, Math.round((this.totalMs - this.elapsedMs()) / 1000));
    const needs = Math.round((sectionMs + reservedMs) / 1000);
    return `  ${what}: skipped, ${left} s left of the run's ${Math.round(this.totalMs / 1000)} s and ≈ ${needs} s needed with what follows`;
  }
}
