import { Button, type ButtonProps } from 'antd';
import type { MouseEvent } from 'react';
import { useHref, useNavigate } from 'react-router';

// A router link that looks like an antd Button: one <a class="ant-btn">, one tab stop, ctrl/middle click opens a tab.
// Use it instead of a Button inside a <Link>, which nests one interactive element in another (WCAG 4.1.2).
export function ButtonLink({ to, onClick, ...props }: Omit<ButtonProps, 'href'> & { to: string }) {
  const href = useHref(to);
  const navigate = useNavigate();
  const click = (e: MouseEvent<HTMLElement>) => {
    const plain = e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;
    if (plain && !e.defaultPrevented && (!props.target || props.target === '_self')) {
      e.preventDefault();
      void navigate(to);
    }
    onClick?.(e);
  };
  return <Button {...props} href={href} onClick={click} />;
}
