import { Suspense, useState } from 'react';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n } from '@/lib/i18n/i18n';
import { registerToastOutlet } from '@/lib/feedback/toast-service';
import { FileField } from '../file-field';
import type { Attachment } from '../attachment';

// a stand-in for the toast outlets: what reaches the 'foo' group, and anything sent to 'alerts'
const toasts: unknown[] = [];
const elsewhere: unknown[] = [];
registerToastOutlet('foo', (m) => void toasts.push(m));
registerToastOutlet('alerts', (m) => void elsewhere.push(m));

function Harness({ onValue }: { onValue(v: Attachment[]): void }) {
  const [value, setValue] = useState<Attachment[]>([]);
  return (
    <FileField
      label="Photos"
      camera
      multiple
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

async function setup() {
  const values: Attachment[][] = [];
  render(
    <I18nextProvider i18n={i18n}>
      <Suspense fallback={null}>
        <Harness onValue={(v) => values.push(v)} />
      </Suspense>
    </I18nextProvider>,
  );
  const input = (await screen.findByLabelText('Photos')) as HTMLInputElement;
  return { input, values };
}

describe('FileField', () => {
  beforeEach(() => {
    toasts.length = 0;
  });


  it('keeps good files as attachments (data URLs) and lists them with a remove button', async () => {
    const user = userEvent.setup();
    const { input, values } = await setup();
    await user.upload(input, new File([PNG], 'site.png', { type: 'image/png' }));
    await screen.findByText('site.png');
    expect(values.at(-1)).toEqual([expect.objectContaining({ name: 'site.png', type: 'image/png', size: 8, data_url: expect.stringMatching(/^data:image\/png;base64,/) })]);
    expect(toasts).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Remove site.png' }));
    expect(values.at(-1)).toEqual([]);
  });

  it('refuses a bad file with the SPEC toast (name in brackets, 8 s, foo group) and clears the input', async () => {
    const user = userEvent.setup();
    const { input, values } = await setup();
    await user.upload(input, new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 0, 0, 0, 0])], 'holiday.png', { type: 'image/png' }));
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(toasts[0]).toMatchObject({ severity: 'error', detail: 'File content does not match PNG format (holiday.png)', life: 8000 });
    expect(elsewhere).toEqual([]);
    expect(input.value).toBe('');
    expect(values).toEqual([]);
  });

  it('takes dropped files and photos from the camera through the same checks (issue 11 usability)', async () => {
    const user = userEvent.setup();
    const { input, values } = await setup();
    const zone = input.closest('.file-drop')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new File([PNG], 'dropped.png', { type: 'image/png' })] } });
    await screen.findByText('dropped.png');
    const cameraInput = screen.getByLabelText('Take a photo');
    expect(cameraInput).toHaveAttribute('capture', 'environment');
    expect(cameraInput).toHaveAttribute('accept', 'image/*');
    await user.upload(cameraInput, new File([PNG], 'camera.png', { type: 'image/png' }));
    await screen.findByText('camera.png');
    expect(values.at(-1)?.map((a) => a.name)).toEqual(['dropped.png', 'camera.png']);
    // a bad dropped file is refused like a chosen one
    fireEvent.drop(zone, { dataTransfer: { files: [new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 0, 0, 0, 0])], 'x.png', { type: 'image/png' })] } });
    await waitFor(() => expect(toasts).toHaveLength(1));
    expect(values.at(-1)?.map((a) => a.name)).toEqual(['dropped.png', 'camera.png']);
  });
});
