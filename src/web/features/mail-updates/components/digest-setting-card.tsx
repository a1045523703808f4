import { useId, useState } from 'react';
import { Alert } from '../../../components/alert';
import { CheckboxField } from '../../../components/form-controls';
import { QueryContent } from '../../../components/query-content';
import { errorMessage } from '../../../lib/api-client';
import { useSaveStaffMailSettings, useStaffMailSettings } from '../api/staff-mail-settings';
import { MAIL_UPDATES_TEXTS } from '../texts';

const T = MAIL_UPDATES_TEXTS.digest;

interface DigestSettingCardProps {
  /** Administrators' digests say more: the help text says so to them. */
  audience: 'admin' | 'coordinator';
}

/** The signed-in staff member's daily digest: on or off, saved as soon as the box changes. */
export function DigestSettingCard({ audience }: DigestSettingCardProps) {
  const ids = useId();
  const settings = useStaffMailSettings();
  const save = useSaveStaffMailSettings();
  const [saved, setSaved] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const change = (dailyDigest: boolean) => {
    setSaved(false);
    setFailure(null);
    save.mutate(
      { dailyDigest },
      {
        onSuccess: () => setSaved(true),
        onError: (error) => setFailure(errorMessage(error, T.saveFailed)),
      },
    );
  };

  let status = '';
  if (save.isPending) status = T.saving;
  else if (saved) status = T.saved;

  return (
    <section className="card stack stack--tight mail-digest" aria-labelledby={`${ids}-title`}>
      <h2 className="section-title" id={`${ids}-title`}>
        {T.title}
      </h2>
      <QueryContent query={settings} loadFailedMessage={T.loadFailed}>
        {(data) => (
          <>
            <CheckboxField
              id={`${ids}-daily-digest`}
              label={T.label}
              // While a change is being saved the box shows it; a refusal puts the saved value back.
              checked={save.isPending ? save.variables.dailyDigest : data.dailyDigest}
              onChange={(event) => change(event.target.checked)}
              aria-describedby={`${ids}-help`}
            />
            <p className="muted mail-digest__help" id={`${ids}-help`}>
              {T.help(data.email, data.digestHour, data.timeZone)}
              {audience === 'admin' ? T.adminHelp : ''}
            </p>
            <p className="mail-digest__status" role="status">
              {status}
            </p>
            {failure ? <Alert kind="error">{failure}</Alert> : null}
          </>
        )}
      </QueryContent>
    </section>
  );
}
