/** The server's messages of a refused report that the user opened from the offline queue (an alert above the form). */
export function RefusalNotice({ refusal }: { refusal: { intro: string; messages: string[] } | null }) {
  if (!refusal) return null;
  return (
    <div role="alert" className="p-inline-message p-inline-message-error" style={{ display: 'block', padding: '0.75rem 1rem', marginBottom: '1rem' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>{refusal.intro}</p>
      <ul style={{ margin: '0.5rem 0 0', paddingLeft: '1.25rem' }}>
        {refusal.messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  );
}
