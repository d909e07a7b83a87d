import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { CAPTION_VARIABLES, captionVariablesIn } from '@cadence/contracts';
import { hasPermission } from '../../session/guards';
import { useRequiredSession } from '../../session/use-session';
import { groupOptionsQuery } from '../../groups/queries';
import { accountOptionsQuery } from '../../composer/accounts';
import { selectedAccounts, type ComposerState } from '../../composer/compose-state';
import { captionVariableValues } from '../insert-caption';
import { CaptionPicker } from './caption-picker';

/** The composer's caption button, for those who may use saved captions; the variables come from the post being written. */
export function ComposerCaptionButton({ state, onInsert }: { state: ComposerState; onInsert: (text: string) => void }) {
  const session = useRequiredSession();
  const { i18n } = useTranslation();
  const { t: tp } = useTranslation('posts');
  const accounts = useQuery(accountOptionsQuery());
  const groups = useQuery({ ...groupOptionsQuery(), enabled: hasPermission(session, 'GroupManager') });
  if (!hasPermission(session, 'Caption')) return null;
  const values = () => {
    const first = selectedAccounts(state, accounts.data ?? [], groups.data ?? [])[0];
    const account = first ? (accounts.data ?? []).find((item) => item.id === first.id) : undefined;
    return captionVariableValues({
      text: state.text,
      schedule: state.schedule,
      timeZone: state.timeZone,
      account: account ? { name: account.name, network: tp(`accountTypes.${account.type}`) } : undefined,
      language: i18n.language,
    });
  };
  return <CaptionPicker values={values} onInsert={onInsert} />;
}

/** Under the composer's text: the {words} still in it, left as written, so none is published by mistake. */
export function LeftVariablesNote({ text, id }: { text: string; id: string }) {
  const { t } = useTranslation('captions');
  const left = captionVariablesIn(text);
  if (left.length === 0) return null;
  return (
    <p id={id} role="status" className="text-xs text-amber-700 dark:text-amber-400" data-testid="composer-left-variables">
      {t('composer.leftVariables', { names: left.map((name) => `{${name}}`).join(', '), variables: CAPTION_VARIABLES.map((name) => `{${name}}`).join(' ') })}
    </p>
  );
}
