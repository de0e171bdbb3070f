import type { Schedule } from '@marquee/protocol';

export interface ScheduleEffect {
  /** True when, as set up now, the schedule changes nothing on the screens. */
  noEffect: boolean;
  text: string;
}

const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

/**
 * What a schedule changes while it is live, by DESIGN's "what plays" rules: a normal schedule
 * adds its items to the location's playlist, so items already in the playlist add nothing; an
 * exclusive one replaces everything else. `playlist` is the location's playlist (content ids),
 * undefined while it loads.
 */
export function scheduleEffect(
  schedule: Pick<Schedule, 'isActive' | 'isExclusive' | 'contentIds'>,
  playlist: readonly number[] | undefined,
): ScheduleEffect {
  const count = schedule.contentIds.length;
  if (!schedule.isActive)
    return { noEffect: true, text: 'Inactive: changes nothing until it is activated.' };
  if (schedule.isExclusive) {
    return count === 0
      ? { noEffect: false, text: 'Takeover with no content: screens go blank in this window.' }
      : {
          noEffect: false,
          text: `Takeover: plays only its ${items(count)} in this window, instead of the playlist.`,
        };
  }
  if (count === 0) return { noEffect: true, text: 'Adds nothing yet: assign content to it.' };
  if (!playlist)
    return { noEffect: false, text: `Adds its ${items(count)} to the playlist in this window.` };
  const extra = schedule.contentIds.filter((id) => !playlist.includes(id)).length;
  if (extra === 0) {
    return {
      noEffect: true,
      text: 'Adds nothing: its content is already in the playlist. Make it exclusive to play only this content in its window, or assign other content.',
    };
  }
  const already = count - extra;
  return {
    noEffect: false,
    text:
      `Adds ${items(extra)} to the playlist in this window` +
      (already ? ` (${already} already in the playlist).` : '.'),
  };
}
