/**
 * Home's weekly goal card (decision 0097): the minutes learned this week against the learner's goal (a ring), day
 * by day (seven bars, today marked), the weeks in a row the goal was met, and the goal set, changed or removed in a
 * dialog. Without a goal it shows the week's minutes and offers to set one. Renders nothing while loading or when
 * the call fails: the rest of home does not depend on it.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Flame from 'lucide-react/icons/flame';
import { useApiClient } from '../../../shared/api/api-client-context';
import { useLoad } from '../../../shared/hooks/use-load';
import { htmlLangOf } from '../../../shared/i18n/language';
import { useLocale } from '../../../shared/i18n/use-locale';
import type { Activity } from '../data/activity-api';
import { homeActivity } from '../data/home-requests';
import { GoalDialog } from './goal-dialog';

const RING_RADIUS = 34;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

/** How far round the ring is drawn: the share of the goal learned, full once it is met. */
export function goalShare(minutes: number, goal: number): number {
  return Math.min(1, minutes / goal);
}

function GoalRing({ minutes, goal }: { readonly minutes: number; readonly goal: number }) {
  const { t } = useTranslation();
  const share = goalShare(minutes, goal);
  return (
    // Drawn for the eye; the status line below says the same in words.
    <div className={`goal-ring${share >= 1 ? ' goal-ring--met' : ''}`} aria-hidden="true">
      <svg viewBox="0 0 80 80" focusable="false">
        <circle className="goal-ring__track" cx="40" cy="40" r={RING_RADIUS} />
        <circle className="goal-ring__value" cx="40" cy="40" r={RING_RADIUS} strokeDasharray={`${share * RING_LENGTH} ${RING_LENGTH}`} />
      </svg>
      <p className="goal-ring__text">
        <span className="goal-ring__minutes">{minutes}</span>
        <span className="goal-ring__goal">{t('home.goal.ofGoal', { goal })}</span>
      </p>
    </div>
  );
}

/** This week's minutes day by day, as bars (the tallest day fills the height); each day's name and minutes for screen readers. */
function WeekBars({ days, today }: { readonly days: Activity['days']; readonly today: string }) {
  const { t } = useTranslation();
  const lang = htmlLangOf(useLocale());
  const letter = new Intl.DateTimeFormat(lang, { weekday: 'narrow', timeZone: 'UTC' });
  const name = new Intl.DateTimeFormat(lang, { weekday: 'long', timeZone: 'UTC' });
  const most = Math.max(1, ...days.map((day) => day.minutes));
  return (
    <ol className="week-bars" aria-label={t('home.goal.daysLabel')}>
      {days.map((day) => {
        const date = new Date(`${day.date}T00:00:00Z`);
        const when = day.date === today ? 'today' : day.date > today ? 'later' : 'past';
        return (
          <li key={day.date} className={`week-bars__day week-bars__day--${when}`}>
            <span className="week-bars__track" aria-hidden="true">
              <span className="week-bars__bar" style={{ height: `${(100 * day.minutes) / most}%` }} />
            </span>
            <span className="week-bars__letter" aria-hidden="true">
              {letter.format(date)}
            </span>
            <span className="visually-hidden">
              {t(day.date === today ? 'home.goal.today' : 'home.goal.day', { day: name.format(date), minutes: day.minutes })}
            </span>
          </li>
        );
      })}
    </ol>
  );
}

function weekMinutes(activity: Activity): number {
  return activity.weeks.at(-1)?.minutes ?? 0;
}

export function WeeklyGoal() {
  const { t } = useTranslation();
  const client = useApiClient();
  const locale = useLocale();
  const titleId = useId();
  const [editing, setEditing] = useState(false);
  const state = useLoad(() => homeActivity.take(client), [client, locale]);
  if (state.status !== 'loaded') return null;
  const activity = state.data;
  const minutes = weekMinutes(activity);
  const goal = activity.goalMinutes;
  return (
    <section className="home__panel weekly-goal" aria-labelledby={titleId}>
      <div className="weekly-goal__head">
        <h2 id={titleId} className="home__panel-title">
          {t('home.goal.title')}
        </h2>
        {activity.streakWeeks > 0 && (
          <p className="chip weekly-goal__streak">
            <Flame className="chip__icon" aria-hidden="true" focusable="false" />
            {t('home.goal.streak', { count: activity.streakWeeks })}
          </p>
        )}
      </div>
      <div className="weekly-goal__body">
        {goal === null ? (
          <div className="weekly-goal__summary">
            <p className="weekly-goal__learned">{t('home.goal.learned', { minutes })}</p>
            <p className="weekly-goal__hint">{t('home.goal.noGoal')}</p>
          </div>
        ) : (
          <div className="weekly-goal__summary weekly-goal__summary--goal">
            <GoalRing minutes={minutes} goal={goal} />
            <p className={`weekly-goal__status${minutes >= goal ? ' weekly-goal__status--met' : ''}`}>
              <span className="visually-hidden">{t('home.goal.progress', { minutes, goal })} </span>
              {minutes >= goal ? t('home.goal.met') : t('home.goal.toGo', { minutes: goal - minutes })}
            </p>
          </div>
        )}
        {/* A week with neither a goal nor a minute yet has nothing to draw. */}
        {(goal !== null || minutes > 0) && <WeekBars days={activity.days} today={activity.today} />}
      </div>
      <button
        type="button"
        className={`button ${goal === null ? 'button--primary' : 'button--secondary'} weekly-goal__action`}
        onClick={() => {
          setEditing(true);
        }}
      >
        {t(goal === null ? 'home.goal.set' : 'home.goal.change')}
      </button>
      <GoalDialog
        open={editing}
        goal={goal}
        weeks={activity.weeks}
        onClose={(saved) => {
          setEditing(false);
          if (saved) state.reload();
        }}
      />
    </section>
  );
}
