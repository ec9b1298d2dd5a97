import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, App, Button, Card, Flex, Form, Skeleton, Typography } from 'antd';
import { useInvalidateAuthStore, useWarnAboutChange } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PROFILE, UPDATE_PROFILE_USER, type MutationResult, type ProfileInput, type ProfileUser } from '../../graphql/account.ts';
import { useHostConfig } from '../../providers/config.tsx';
import i18n from '../../providers/i18n.ts';
import { usePortalMutation } from '../../providers/portal-mutation.ts';
import { usePortalQuery } from '../../providers/portal-query.ts';
import { localeOfPath, startLocale, type Locale } from '../../rules/locales.ts';
import { forgetUser } from '../../providers/user.ts';
import { useSwitchLocale } from '../../shell/language/use-change-language.ts';
import { LoadError } from '../../shell/load-error.tsx';
import { PasswordFields } from './password-fields.tsx';
import { PersonalFields } from './personal-fields.tsx';
import { useScreens } from '../../shell/layout/use-screens.ts';

interface ProfileForm {
  name: string;
  email: string;
  phone: string;
  language: Locale;
  changePassword: boolean;
  currentPassword?: string;
  newPassword?: string;
  confirmPassword?: string;
}

const FORM_FIELDS = ['name', 'email', 'phone', 'language', 'currentPassword', 'newPassword'] as const;

function formOf(user: ProfileUser, languages: { code: string }[]): ProfileForm {
  return {
    name: user.name,
    email: user.email,
    phone: user.phone ?? '',
    language: startLocale(user.language, languages),
    changePassword: false,
  };
}

function changed(values: Partial<ProfileForm>, initial: ProfileForm): boolean {
  return (
    (['name', 'email', 'phone', 'language'] as const).some((k) => (values[k] ?? '') !== initial[k]) ||
    !!(values.currentPassword || values.newPassword || values.confirmPassword)
  );
}

/** Edit profile (spec 1 §2.2 user/edit-profile): the user's own details and, optionally, a new password. */
export default function EditProfilePage() {
  const { t } = useTranslation('account');
  const { languages } = useHostConfig();
  // The page shows its own load error.
  const query = usePortalQuery(['profile'], PROFILE, {}, { fresh: true });
  const user = query.data?.me;
  const initial = useMemo(() => (user ? formOf(user, languages) : null), [user, languages]);
  const screens = useScreens();

  return (
    <div style={{ maxWidth: 880, margin: '0 auto' }}>
      {screens.md && (
        <Typography.Title level={3} style={{ marginTop: 0 }}>
          {t('profile.title')}
        </Typography.Title>
      )}
      {query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : !user || !initial ? (
        <Card>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      ) : (
        <ProfileEditor user={user} initial={initial} />
      )}
    </div>
  );
}

function ProfileEditor({ user, initial: loaded }: { user: ProfileUser; initial: ProfileForm }) {
  const { t } = useTranslation('account');
  const { message } = App.useApp();
  const [form] = Form.useForm<ProfileForm>();
  const [initial, setInitial] = useState(loaded);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [nextLocale, setNextLocale] = useState<Locale | null>(null);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const { pathname } = useLocation();
  const switchLocale = useSwitchLocale();
  const invalidateAuth = useInvalidateAuthStore();
  const { send, sending: isPending } = usePortalMutation(UPDATE_PROFILE_USER);
  const phone = !useScreens().sm;
  const changingPassword = Form.useWatch('changePassword', form) as boolean | undefined;

  const markDirty = (on: boolean) => {
    setDirty(on);
    setWarnWhen(on);
  };

  // Leaving for good: the warning belongs to this page only.
  useEffect(() => () => setWarnWhen(false), [setWarnWhen]);

  // A new language is shown once the form no longer holds changes, so the switch is not taken for leaving.
  useEffect(() => {
    if (!nextLocale || warnWhen) return;
    setNextLocale(null);
    if (nextLocale !== localeOfPath(pathname)) switchLocale(nextLocale, { replace: true });
  }, [nextLocale, warnWhen, pathname, switchLocale]);

  const save = async (values: ProfileForm) => {
    setFailure(null);
    const input: ProfileInput = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone ? values.phone : null,
      language: values.language,
      ...(values.changePassword ? { currentPassword: values.currentPassword, newPassword: values.newPassword } : {}),
    };
    const { data, error } = await send({ input });
    if (error || !data) {
      console.error('Failed to update the profile', error);
      setFailure(t('profile.failed'));
      return;
    }
    const result = data.updateProfileUser;
    if (result?.message.status && result.userErrors.length === 0) {
      const saved = formOf(result.user ?? { ...user, ...input }, [{ code: input.language }]);
      setInitial(saved);
      form.resetFields();
      form.setFieldsValue(saved);
      markDirty(false);
      // Said in the language the page is about to switch to.
      void message.success(
        i18n.getFixedT(saved.language, 'account')(values.changePassword ? 'profile.saved_with_password' : 'profile.saved'),
      );
      // The navbar shows the new name; the new language takes over the page.
      forgetUser();
      void invalidateAuth();
      setNextLocale(saved.language);
      return;
    }
    showUserErrors(result);
  };

  const showUserErrors = (result: MutationResult | null) => {
    const errors = result?.userErrors ?? [];
    const text = (e: MutationResult['userErrors'][number]) =>
      e.messageKey ? t(e.messageKey, { ns: ['forms', 'account', 'errors', 'common'], defaultValue: e.message }) : e.message;
    const onField = errors
      .map((e) => ({ name: e.field.split('.').pop() as (typeof FORM_FIELDS)[number], errors: [text(e)] }))
      .filter((e) => (FORM_FIELDS as readonly string[]).includes(e.name));
    form.setFields(onField);
    const elsewhere = errors.filter((e) => !(FORM_FIELDS as readonly string[]).includes(e.field.split('.').pop() ?? ''));
    if (onField.length === 0 || elsewhere.length > 0) {
      setFailure(elsewhere.map(text).join(' ') || result?.message.description || t('profile.failed'));
    }
    if (onField[0]) form.scrollToField(onField[0].name, { block: 'center' });
  };

  const undo = () => {
    form.resetFields();
    form.setFieldsValue(initial);
    setFailure(null);
    markDirty(false);
  };

  return (
    <Form<ProfileForm>
      form={form}
      name="profile" // field ids profile_name, profile_email…: unique on the page
      layout="vertical"
      size={phone ? 'large' : 'middle'}
      requiredMark={false}
      initialValues={initial}
      disabled={isPending}
      onFinish={(values) => void save(values)}
      onValuesChange={(_, all) => markDirty(changed(all, initial))}
      scrollToFirstError
      data-testid="edit-profile-form"
    >
      <Flex vertical gap={16}>
        {/* The last fields' own margin closes the card. */}
        <Card
          title={t('profile.details')}
          extra={<Typography.Text type="secondary">{user.username}</Typography.Text>}
          styles={{ body: { paddingBottom: 0 } }}
        >
          <PersonalFields />
        </Card>
        <Card title={t('profile.password')} styles={{ body: { paddingBottom: changingPassword ? 0 : undefined } }}>
          <PasswordFields />
        </Card>
        {failure && <Alert type="error" showIcon role="alert" message={failure} closable onClose={() => setFailure(null)} />}
        <Flex gap={8} justify="flex-end" wrap style={phone ? { flexDirection: 'column-reverse' } : undefined}>
          <Button icon={<UndoOutlined />} onClick={undo} disabled={!dirty || isPending} block={phone}>
            {t('profile.undo')}
          </Button>
          <Button type="primary" htmlType="submit" icon={<SaveOutlined />} loading={isPending} disabled={!dirty} block={phone}>
            {t('profile.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
