// The collector's time: the wall clock, but never below a floor (the newest match stored, the
// last publish, the closed files), so a clock set back neither reopens a closed hour nor lets
// retention delete what is new. Jumps either way are logged; a clock behind the floor is held.
import { MINUTE } from '../src/domain/buckets.ts';

/** A wall clock that moves by more than this between two readings is logged as a jump. */
const JUMP_MS = 10 * MINUTE;

export const iso = (ms: number) => new Date(ms).toISOString();

/** "3 h 5 min", "40 d 2 h". */
export function span(ms: number): string {
  const minutes = Math.round(Math.abs(ms) / MINUTE);
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h ${minutes % 60} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

export class CollectorClock {
  private lastWall: number | null = null;

  constructor(
    private readonly wall: () => number,
    private readonly log: (line: string) => void,
    private floor: number,
  ) {}

  /** Time never goes below `at` from now on. */
  raise(at: number): void {
    this.floor = Math.max(this.floor, at);
  }

  /** When the wall clock is behind the floor: the time it is held at; else null. */
  heldAt(): number | null {
    return this.wall() < this.floor ? this.floor : null;
  }

  now(): number {
    const wall = this.wall();
    if (this.lastWall !== null) {
      const moved = wall - this.lastWall;
      if (moved > JUMP_MS)
        this.log(`clock: moved forward ${span(moved)} since the last reading (a jump or a pause)`);
      else if (moved < -JUMP_MS / 10) this.log(`clock: moved back ${span(moved)}`);
    }
    if (wall < this.floor && (this.lastWall === null || this.lastWall >= this.floor))
      this.log(
        `clock: reads ${iso(wall)}, behind data already stored or published; time is held at ${iso(this.floor)} until it catches up`,
      );
    this.lastWall = wall;
    return Math.max(wall, this.floor);
  }
}
