import { useTranslation } from "react-i18next";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { TimeZoneField } from "../../profile/components/time-zone-field";
import { formatInZone } from "../../posts/use-time-zone";
import { browserTimeZone } from "../../profile/time-zones";
import { SwitchField } from "../../../components/form/fields";
import {
  clockChange,
  utcToWallClock,
  wallClockToUtc,
  type WallClock,
} from "../schedule-time";

/** Date and time in a time zone (the profile's by default), and the moment it stands for. */
export function ScheduleFields({
  value,
  zone,
  onChange,
  onZoneChange,
  error,
  dateOptional = false,
  publishBy,
  onPublishByChange,
}: {
  value: WallClock;
  zone: string;
  onChange: (next: WallClock) => void;
  onZoneChange: (zone: string) => void;
  /** No later than (null: none): past it a post still failing on a network that does not answer is given up. */
  publishBy?: WallClock | null;
  onPublishByChange?: (next: WallClock | null) => void;
  error?: string | undefined;
  /** The post may go without a date (it waits for approval; the date is chosen afterwards). */
  dateOptional?: boolean;
}) {
  const { t, i18n } = useTranslation("composer");
  const instant = wallClockToUtc(value, zone);
  const change = clockChange(value, zone);
  const local = browserTimeZone();
  const zoneName = zone.replace(/_/g, " ");
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-2">
          <Label htmlFor="schedule-date">{t("schedule.date")}</Label>
          <Input
            id="schedule-date"
            type="date"
            value={value.date}
            onChange={(event) =>
              onChange({ ...value, date: event.target.value })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby="schedule-summary"
            data-testid="schedule-date"
          />
        </div>
        <div className="grid gap-2">
          <Label htmlFor="schedule-time">{t("schedule.time")}</Label>
          <Input
            id="schedule-time"
            type="time"
            step={60}
            value={value.time}
            onChange={(event) =>
              onChange({ ...value, time: event.target.value })
            }
            aria-invalid={error ? true : undefined}
            aria-describedby="schedule-summary"
            data-testid="schedule-time"
          />
        </div>
      </div>
      <TimeZoneField
        value={zone}
        onChange={onZoneChange}
        hint={t("schedule.zoneHint")}
      />
      {dateOptional && (
        <p className="text-xs text-muted-foreground">
          {t("schedule.laterHint")}
        </p>
      )}
      {change && (
        <p
          role="status"
          className="rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/30 ring-inset dark:text-amber-200"
          data-testid="schedule-clock-change"
        >
          {change.kind === "skipped"
            ? t("schedule.skipped", {
                time: value.time,
                zone: zoneName,
                at: change.at.time,
              })
            : t(
                change.first
                  ? "schedule.repeatedFirst"
                  : "schedule.repeatedSecond",
                { time: value.time, zone: zoneName },
              )}
        </p>
      )}
      <p
        id="schedule-summary"
        className={
          error ? "text-sm text-destructive" : "text-sm text-muted-foreground"
        }
        aria-live="polite"
      >
        {error ??
          (instant
            ? zone === local
              ? t("schedule.summary", {
                  when: formatInZone(instant, zone, i18n.language),
                })
              : t("schedule.summaryLocal", {
                  when: formatInZone(instant, zone, i18n.language),
                  local: formatInZone(instant, local, i18n.language),
                })
            : dateOptional
              ? t("schedule.later")
              : t("schedule.incomplete"))}
      </p>
      {onPublishByChange && (
        <PublishByFields
          value={publishBy ?? null}
          zone={zone}
          // Two hours after the post's time when switched on (the next whole hour from now for a post without one).
          fallback={
            instant
              ? utcToWallClock(
                  new Date(Date.parse(instant) + 2 * 3_600_000).toISOString(),
                  zone,
                )
              : value
          }
          onChange={onPublishByChange}
        />
      )}
    </div>
  );
}

/** The post's "no later than": off, or a date and time in the post's zone, with what it means. */
function PublishByFields({
  value,
  zone,
  fallback,
  onChange,
}: {
  value: WallClock | null;
  zone: string;
  fallback: WallClock;
  onChange: (next: WallClock | null) => void;
}) {
  const { t, i18n } = useTranslation("composer");
  const instant = value ? wallClockToUtc(value, zone) : null;
  return (
    <div className="grid gap-3 rounded-lg border p-3">
      <SwitchField
        id="publish-by"
        label={t("schedule.publishBy")}
        hint={value ? undefined : t("schedule.publishByOff")}
        checked={value !== null}
        onCheckedChange={(checked) => onChange(checked ? fallback : null)}
      />
      {value && (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="grid gap-2">
              <Label htmlFor="publish-by-date">
                {t("schedule.publishByDate")}
              </Label>
              <Input
                id="publish-by-date"
                type="date"
                value={value.date}
                onChange={(event) =>
                  onChange({ ...value, date: event.target.value })
                }
                aria-describedby="publish-by-summary"
                data-testid="publish-by-date"
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="publish-by-time">
                {t("schedule.publishByTime")}
              </Label>
              <Input
                id="publish-by-time"
                type="time"
                step={60}
                value={value.time}
                onChange={(event) =>
                  onChange({ ...value, time: event.target.value })
                }
                aria-describedby="publish-by-summary"
                data-testid="publish-by-time"
              />
            </div>
          </div>
          <p
            id="publish-by-summary"
            className="text-sm text-muted-foreground"
            aria-live="polite"
          >
            {instant
              ? t("schedule.publishBySummary", {
                  when: formatInZone(instant, zone, i18n.language),
                })
              : t("schedule.incomplete")}
          </p>
        </>
      )}
    </div>
  );
}
