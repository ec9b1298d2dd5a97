import { CheckOutlined, DownOutlined, GlobalOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShellState } from '../shell-state.tsx';
import { useHostLanguages, type LanguageOption } from './host-languages.ts';
import { useChangeLanguage } from './use-change-language.ts';

/**
 * The host's languages in the navbar (a dropdown) or in the mobile drawer (a list). Hidden when the host
 * offers only one language.
 */
export function LanguageMenu({ variant }: { variant: 'navbar' | 'drawer' }) {
  const options = useHostLanguages();
  const { current, change, pending } = useChangeLanguage();
  const { setDrawerOpen } = useShellState();

  if (options.length < 2) return null;

  const choose = async (option: LanguageOption) => {
    // Spec 1 §4: the current language does nothing, except closing the drawer.
    if (option.locale === current) {
      if (variant === 'drawer') setDrawerOpen(false);
      return;
    }
    if ((await change(option.locale)) && variant === 'drawer') setDrawerOpen(false);
  };

  return variant === 'navbar' ? (
    <NavbarLanguages options={options} current={current} pending={pending} onChoose={choose} />
  ) : (
    <DrawerLanguages options={options} current={current} pending={pending} onChoose={choose} />
  );
}

interface VariantProps {
  options: LanguageOption[];
  current: string | null;
  pending: boolean;
  onChoose: (option: LanguageOption) => void;
}

function NavbarLanguages({ options, current, pending, onChoose }: VariantProps) {
  const { t } = useTranslation();
  const active = options.find((o) => o.locale === current);
  const short = active?.short ?? current?.toUpperCase() ?? '';
  return (
    <Dropdown
      trigger={['click']}
      disabled={pending}
      menu={{
        selectable: true,
        selectedKeys: current ? [current] : [],
        items: options.map((o) => ({ key: o.locale, label: o.name, lang: o.locale })),
        onClick: ({ key }) => {
          const option = options.find((o) => o.locale === key);
          if (option) onChoose(option);
        },
      }}
    >
      <Button
        type="text"
        loading={pending}
        icon={<GlobalOutlined />}
        aria-label={`${short}, ${t('language')}: ${active?.name ?? current ?? ''}`}
        data-testid="language-menu"
      >
        {/* The label starts with what the button shows, so a voice user can say it (WCAG 2.5.3). */}
        <span>{short}</span>
        <DownOutlined style={{ fontSize: 10 }} />
      </Button>
    </Dropdown>
  );
}

function DrawerLanguages({ options, current, pending, onChoose }: VariantProps) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  return (
    <nav aria-label={t('language')} data-testid="language-menu">
      <Typography.Text
        type="secondary"
        style={{ display: 'block', padding: '8px 0 4px', fontSize: 12, textTransform: 'uppercase', letterSpacing: 0.4 }}
      >
        <GlobalOutlined /> {t('language')}
      </Typography.Text>
      <Flex vertical role="list">
        {options.map((o) => {
          const selected = o.locale === current;
          return (
            <Button
              key={o.locale}
              role="listitem"
              type="text"
              block
              size="large"
              lang={o.locale}
              aria-current={selected ? 'true' : undefined}
              disabled={pending && !selected}
              onClick={() => onChoose(o)}
              style={{
                justifyContent: 'space-between',
                textAlign: 'start',
                paddingInline: 12,
                fontWeight: selected ? 600 : undefined,
                color: selected ? token.colorPrimary : undefined,
              }}
            >
              <span>{o.name}</span>
              {selected && <CheckOutlined />}
            </Button>
          );
        })}
      </Flex>
    </nav>
  );
}
