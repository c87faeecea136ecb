import { useEffect, useState } from 'react';
import { authApi } from '@/api/auth';
import AlertMessage from '@/Components/Feedback/AlertMessage';
import PrimaryButton from '@/Components/Form/PrimaryButton';
import ScreenTitle from '@/Components/Layout/ScreenTitle';
import { useAlert } from '@/hooks/useAlert';
import { usePageQuery } from '@/hooks/usePageQuery';
import { useSession } from '@/hooks/useSession';
import { browser } from '@/lib/browser';
import { notifyAction, notifyRequestError, serverMessage } from '@/lib/requestErrors';
import { ACTIVATED_KEY } from '@/lib/session';
import { storage } from '@/lib/storage';
import { useLaravelReactI18n } from '@/lib/useI18n';
import RequestOpenedDialog from './Partials/RequestOpenedDialog';

type Phase = 'idle' | 'checking' | 'validated' | 'refused' | 'invalid';

export default function ValidateEmail() {
  const { t } = useLaravelReactI18n();
  const session = useSession();
  const [query] = useState(usePageQuery());
  const token = query.get('token');
  const [phase, setPhase] = useState<Phase>(token ? 'checking' : 'idle');
  const [alert, setAlert] = useAlert();
  const [message, setMessage] = useState('');

  useEffect(() => {
    if (!token) return;
    const refusing = query.get('unable') === '1';
    (refusing ? authApi.refuseToken(token) : authApi.validateToken(token))
      .then((data) => {
        if (refusing) {
          setMessage(data.message ?? '');
          setPhase('refused');
          return;
        }
        // The browser is now marked activated; the dialog then sends the user home.
        storage.set(ACTIVATED_KEY, '1');
        setPhase('validated');
      })
      .catch((error: unknown) => {
        setMessage(serverMessage(error));
        setPhase('invalid');
      });
  }, [token, query]);

  const resend = async () => {
    if (!session) return;
    try {
      const data = await authApi.requestToken(session.user.email);
      if (notifyAction(data))
        setAlert({ kind: 'success', message: t('validate.sent', { email: session.user.email }) });
    } catch (error) {
      notifyRequestError(error);
    }
  };

  return (
    <section className="mx-auto max-w-lg px-4 py-10">
      <ScreenTitle title={t('validate.title')} />
      <div className="space-y-4 rounded-lg bg-white p-6 shadow">
        <AlertMessage alert={alert} />
        {phase === 'checking' && <p className="text-slate-600">{t('validate.checking')}</p>}
        {(phase === 'invalid' || phase === 'refused') && (
          <p role="status" className={phase === 'invalid' ? 'text-red-700' : 'text-slate-700'}>
            {message}
          </p>
        )}
        {phase !== 'checking' && phase !== 'validated' && session && !session.user.email_verified && (
          <>
            <p className="text-sm text-slate-600">{t('validate.explain', { email: session.user.email })}</p>
            <PrimaryButton type="button" onClick={() => void resend()}>
              {t('validate.resend')}
            </PrimaryButton>
          </>
        )}
        {phase === 'idle' && session?.user.email_verified && (
          <p className="text-green-700">{t('validate.already')}</p>
        )}
      </div>
      <RequestOpenedDialog open={phase === 'validated'} onDone={() => browser.assign(route('home'))} />
    </section>
  );
}
