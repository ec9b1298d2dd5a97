import { SearchOutlined } from '@ant-design/icons';
import { Button, Input, type InputRef } from 'antd';
import type { SearchProps } from 'antd/es/input';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';

/** antd's search field with its button named in the reader's language (antd names the icon, in English). */
export function SearchBox({ enterButton, ...props }: SearchProps & { ref?: Ref<InputRef> }) {
  const { t } = useTranslation('common');
  const named = <Button type={enterButton === true ? 'primary' : 'default'} icon={<SearchOutlined />} aria-label={t('buttons.search')} />;
  return <Input.Search {...props} enterButton={enterButton === undefined || enterButton === true ? named : enterButton} />;
}
