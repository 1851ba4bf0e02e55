import { useEffect, useRef } from 'react';
import { Toast } from 'primereact/toast';
import { registerToastOutlet, type ToastGroup } from '@/lib/feedback/toast-service';

function ToastOutlet({ group }: { group: ToastGroup }) {
  const ref = useRef<Toast>(null);
  // The same words again replace the toast still showing them instead of stacking a copy under it.
  useEffect(
    () =>
      registerToastOutlet(group, (m) => {
        ref.current?.remove(m);
        ref.current?.show(m);
      }),
    [group],
  );
  return <Toast ref={ref} position="top-center" className={`toast-group-${group}`} />;
}

/** SPEC §2: toasts at top centre in two groups, the general one ('foo') and the alerts group. */
export function Toasts() {
  return (
    <>
      <ToastOutlet group="foo" />
      <ToastOutlet group="alerts" />
    </>
  );
}
