import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import { useHostConfig } from '../../providers/config.tsx';
import type { WidgetProps } from './index.tsx';

/**
 * A moment of a validity window (news, documents, banners, announcements), picked in the host's date format with a
 * time; the form holds it as the ISO text the API reads.
 */
export function DateTimeWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { dateFormat } = useHostConfig();
  return (
    <DatePicker
      id={id}
      showTime={{ format: 'HH:mm' }}
      format={`${dateFormat} HH:mm`}
      disabled={disabled}
      value={value ? dayjs(value as string) : null}
      style={{ width: '100%', maxWidth: 280 }}
      onChange={(d) => onChange?.(d ? d.second(0).millisecond(0).toISOString() : null)}
    />
  );
}
