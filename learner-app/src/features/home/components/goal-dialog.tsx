/**
 * Setting the weekly goal (decision 0097), with what the learner learned a week of late: the goals offered (and the
 * learner's own, if it is another), or, when there is one, none, in a radio group, and then that a new goal counts from
 * this week on (decision 0104); "Save" keeps the choice on the server and says so, a failure keeps the dialog open
 * with the choice.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '../../../shared/api/api-client-context';
import { ChoiceGroup } from '../../../shared/components/choice-group';
import { ConfirmDialog } from '../../../shared/components/confirm-dialog';
import { useToast } from '../../../shared/components/toast';
import { GOAL_PRESETS, saveGoal } from '../data/activity-api';
import type { Activity } from '../data/activity-api';

const NO_GOAL = 'none';
/** Chosen when the dialog opens for a learner with no goal yet. */
const FIRST_GOAL = 60;

/** Weeks before this one that the dialog's "on average" line looks back over. */
export const AVERAGE_WEEKS = 4;

/**
 * The learner's whole minutes a week over the {@link AVERAGE_WEEKS} weeks before this one (rounded), to choose a goal
 * they can keep; `undefined` when they learned nothing then (or fewer weeks are known).
 */
export function recentAverage(weeks: Activity['weeks']): number | undefined {
  const before = weeks.slice(0, -1).slice(-AVERAGE_WEEKS);
  if (before.length < AVERAGE_WEEKS) return undefined;
  const total = before.reduce((sum, week) => sum + week.minutes, 0);
  return total > 0 ? Math.round(total / AVERAGE_WEEKS) : undefined;
}

/** The goals offered, in minutes: the presets, and the learner's current goal if it is none of them. */
export function goalsOffered(goal: number | null): readonly number[] {
  return goal === null || GOAL_PRESETS.some((preset) => preset === goal) ? GOAL_PRESETS : [...GOAL_PRESETS, goal].sort((a, b) => a - b);
}

export interface GoalDialogProps {
  readonly open: boolean;
  readonly goal: number | null;
  /** The last weeks' minutes (the oldest first, this week last), for the learner's recent average. */
  readonly weeks: Activity['weeks'];
  /** The dialog closed; `saved` when a goal was kept (the card then reloads its figures). */
  readonly onClose: (saved: boolean) => void;
}

export function GoalDialog({ open, goal, weeks, onClose }: GoalDialogProps) {
  const { t } = useTranslation();
  const client = useApiClient();
  const toast = useToast();
  const initial = String(goal ?? FIRST_GOAL);
  const [choice, setChoice] = useState(initial);
  const [saving, setSaving] = useState(false);
  const [wasOpen, setWasOpen] = useState(open);
  // Each opening starts from the goal in force.
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setChoice(initial);
  }

  const label = (minutes: number) =>
    minutes % 60 === 0 ? t('home.goal.hoursAWeek', { count: minutes / 60 }) : t('home.goal.minutesAWeek', { count: minutes });
  const options = [
    ...goalsOffered(goal).map((minutes) => ({ id: String(minutes), label: label(minutes) })),
    // Removing the goal is offered only where there is one.
    ...(goal === null ? [] : [{ id: NO_GOAL, label: t('home.goal.none') }]),
  ];

  const average = recentAverage(weeks);

  const save = async () => {
    // One save at a time: a second press while the first is on its way does nothing.
    if (saving) return;
    const minutes = choice === NO_GOAL ? null : Number(choice);
    setSaving(true);
    try {
      await saveGoal(client, minutes);
      toast(t(minutes === null ? 'home.goal.cleared' : 'home.goal.saved'), { tone: 'success' });
      onClose(true);
    } catch {
      toast(t('home.goal.saveFailed'), { tone: 'error' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title={t('home.goal.dialogTitle')}
      confirmLabel={t('home.goal.save')}
      cancelLabel={t('home.goal.cancel')}
      onConfirm={() => void save()}
      onCancel={() => {
        onClose(false);
      }}
    >
      <p className="goal-dialog__hint">{t('home.goal.dialogHint')}</p>
      {average !== undefined && <p className="goal-dialog__average">{t('home.goal.average', { weeks: AVERAGE_WEEKS, minutes: average })}</p>}
      {/* Changing a goal: what it does to the weeks gone by (decision 0104). */}
      {goal !== null && <p className="goal-dialog__hint">{t('home.goal.fromThisWeek')}</p>}
      <ChoiceGroup
        kind="single"
        className="choice-group goal-dialog__choices"
        label={t('home.goal.choiceLabel')}
        options={options}
        value={[choice]}
        onChange={([chosen]) => {
          if (chosen !== undefined) setChoice(chosen);
        }}
      />
    </ConfirmDialog>
  );
}
