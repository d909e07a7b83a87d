import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { getAccountQuotas, type AccountQuotas } from "@cadence/contracts";
import { call } from "../../../lib/api";

/** The length of a limit's window, to be said in words ("a minute", "15 minutes", "24 hours"). */
export function windowLength(windowMs: number): {
  key: "quota.minutes" | "quota.hours";
  count: number;
} {
  const minutes = Math.round(windowMs / 60_000);
  return minutes % 60 === 0
    ? { key: "quota.hours", count: minutes / 60 }
    : { key: "quota.minutes", count: minutes };
}

/** The limits one more post at `at` would go over, one line per account and limit. */
export function overLimits(answers: readonly AccountQuotas[]) {
  return answers.flatMap((account) =>
    account.quotas
      .filter((quota) => quota.over)
      .map((quota) => ({ account, quota })),
  );
}

/**
 * Warns, before the post is saved, when one more post at this time would go over a network's
 * limit for one of the chosen accounts (Threads' 250 a day, TikTok's posts a minute…): the
 * network would refuse it then.
 */
export function QuotaWarnings({
  accountIds,
  at,
  exceptPost,
}: {
  accountIds: readonly number[];
  at: string | null;
  exceptPost?: number | undefined;
}) {
  const { t } = useTranslation("composer");
  const { t: tp } = useTranslation("posts");
  const ids = [...accountIds].sort((a, b) => a - b).join(",");
  const quotas = useQuery({
    queryKey: ["accounts", "quotas", ids, at, exceptPost ?? null] as const,
    queryFn: async ({ signal }) =>
      (
        await call(getAccountQuotas, {
          query: {
            at: at!,
            account_ids: ids,
            ...(exceptPost ? { except_post: exceptPost } : {}),
          },
          signal,
        })
      ).data,
    enabled: at !== null && ids !== "",
    staleTime: 30_000,
    retry: false,
  });
  const over = overLimits(quotas.data ?? []);
  if (over.length === 0) return null;
  return (
    <ul
      role="status"
      className="grid gap-1 rounded-md bg-amber-500/10 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-500/30 ring-inset dark:text-amber-200"
      data-testid="schedule-quota"
    >
      {over.map(({ account, quota }) => {
        const length = windowLength(quota.window_ms);
        return (
          <li key={`${account.account_id}:${quota.name}`}>
            {t("quota.over", {
              account: account.account_name,
              network: tp(`accountTypes.${account.platform}`),
              scheduled: quota.scheduled,
              window: t(length.key, { count: length.count }),
              max: quota.max,
              name: quota.name,
            })}
          </li>
        );
      })}
    </ul>
  );
}
