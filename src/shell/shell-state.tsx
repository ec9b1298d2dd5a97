import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * What the shell's parts share (spec 1 §3.7 "navdrawer", "consumerVoice", "customerList"): the navbar opens
 * the customer dialog and the consumer voice dialog that the layout mounts once, and the customer panel
 * lays an overlay over the page.
 */
export interface ShellState {
  /** Customer selection dialog; `required` means it cannot be closed until a customer is chosen. */
  customerDialog: { open: boolean; required: boolean };
  openCustomerDialog: (required?: boolean) => void;
  closeCustomerDialog: () => void;
  consumerVoiceOpen: boolean;
  setConsumerVoiceOpen: (open: boolean) => void;
  /** The mobile drawer. */
  drawerOpen: boolean;
  setDrawerOpen: (open: boolean) => void;
  /** The customer panel is open: the page behind it is dimmed. */
  overlay: boolean;
  setOverlay: (on: boolean) => void;
}

const ShellContext = createContext<ShellState | null>(null);

export function ShellStateProvider({ children }: { children: ReactNode }) {
  const [customerDialog, setCustomerDialog] = useState({ open: false, required: false });
  const [consumerVoiceOpen, setConsumerVoiceOpen] = useState(false);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [overlay, setOverlay] = useState(false);

  const value = useMemo<ShellState>(
    () => ({
      customerDialog,
      openCustomerDialog: (required = false) => setCustomerDialog({ open: true, required }),
      closeCustomerDialog: () => setCustomerDialog({ open: false, required: false }),
      consumerVoiceOpen,
      setConsumerVoiceOpen,
      drawerOpen,
      setDrawerOpen,
      overlay,
      setOverlay,
    }),
    [customerDialog, consumerVoiceOpen, drawerOpen, overlay],
  );

  return <ShellContext.Provider value={value}>{children}</ShellContext.Provider>;
}

export function useShellState(): ShellState {
  const state = useContext(ShellContext);
  if (!state) throw new Error('useShellState outside ShellStateProvider');
  return state;
}
