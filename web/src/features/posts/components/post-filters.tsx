import { useTranslation } from "react-i18next";
import {
  ACCOUNT_TYPES,
  POST_STATUSES,
  type AccountType,
  type PostStatus,
} from "@cadence/contracts";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "../../../components/ui/select";
import { NETWORK_NAMES } from "../../public-site/components/network-logo";
import { NETWORK_OF } from "../post-status";
import { NetworkMark } from "./network-mark";

const ALL = "all";
/** The status filter's option for failed posts that went out on some accounts. */
const PARTIAL = "failed-partial";

export interface PostFilterValues {
  status?: PostStatus | undefined;
  /** With status failed: only posts published on some accounts and failed on others. */
  partial?: true | undefined;
  accountId?: number | undefined;
  platform?: AccountType | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

/** Status (SPEC §4, with labels), network and a range of days. */
export function PostFilters({
  value,
  onChange,
  statuses = POST_STATUSES,
  accounts,
  dates = true,
  partialFilter = true,
}: {
  value: PostFilterValues;
  onChange: (next: PostFilterValues) => void;
  statuses?: readonly PostStatus[];
  /** The workspace's accounts, to filter by one of them (left out for staff). */
  accounts?:
    readonly { id: number; name: string; type: AccountType }[] | undefined;
  /** The range of days (the calendar shows its own range instead). */
  dates?: boolean;
  /** Offers "failed, partly published" (the staff list has no such filter). */
  partialFilter?: boolean;
}) {
  const { t } = useTranslation("posts");
  return (
    <div className="flex flex-wrap items-end gap-3">
      <Select
        value={value.partial && value.status === "failed" ? PARTIAL : (value.status ?? ALL)}
        onValueChange={(next) =>
          onChange({
            ...value,
            status: next === PARTIAL ? "failed" : POST_STATUSES.find((status) => status === next),
            partial: next === PARTIAL ? true : undefined,
          })
        }
      >
        <SelectTrigger
          className="w-44"
          aria-label={t("filters.status")}
          data-testid="filter-status"
        >
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t("filters.anyStatus")}</SelectItem>
          {statuses.map((status) => (
            <SelectItem key={status} value={status}>
              {t(`status.${status}`)}
            </SelectItem>
          ))}
          {partialFilter && statuses.includes("failed") && (
            <SelectItem value={PARTIAL}>{t("status.failedPartial")}</SelectItem>
          )}
        </SelectContent>
      </Select>
      <Select
        value={value.platform ?? ALL}
        onValueChange={(next) =>
          onChange({
            ...value,
            platform: ACCOUNT_TYPES.find((type) => type === next),
          })
        }
      >
        <SelectTrigger className="w-48" aria-label={t("filters.network")}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          <SelectItem value={ALL}>{t("filters.anyNetwork")}</SelectItem>
          {ACCOUNT_TYPES.map((type) => (
            <SelectItem key={type} value={type}>
              {t(`accountTypes.${type}`, {
                defaultValue: NETWORK_NAMES[NETWORK_OF[type]],
              })}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {accounts && accounts.length > 0 && (
        <Select
          value={value.accountId ? String(value.accountId) : ALL}
          onValueChange={(next) =>
            onChange({
              ...value,
              accountId: next === ALL ? undefined : Number(next),
            })
          }
        >
          <SelectTrigger className="w-52" aria-label={t("filters.account")}>
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value={ALL}>{t("filters.anyAccount")}</SelectItem>
            {accounts.map((account) => (
              <SelectItem key={account.id} value={String(account.id)}>
                <NetworkMark type={account.type} />
                {account.name}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
      {dates && (
        <div className="flex items-center gap-2">
          <Label
            htmlFor="posts-from"
            className="text-sm font-normal text-muted-foreground"
          >
            {t("filters.from")}
          </Label>
          <Input
            id="posts-from"
            type="date"
            className="w-40"
            value={value.from ?? ""}
            max={value.to}
            onChange={(event) =>
              onChange({ ...value, from: event.target.value || undefined })
            }
          />
          <Label
            htmlFor="posts-to"
            className="text-sm font-normal text-muted-foreground"
          >
            {t("filters.to")}
          </Label>
          <Input
            id="posts-to"
            type="date"
            className="w-40"
            value={value.to ?? ""}
            min={value.from}
            onChange={(event) =>
              onChange({ ...value, to: event.target.value || undefined })
            }
          />
        </div>
      )}
    </div>
  );
}
