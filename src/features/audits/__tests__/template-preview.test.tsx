import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { db } from '@/mocks/db/db';
import type { DemoAuditTemplate } from '@/mocks/db/types';
import { renderApp } from '@/testing/render-app';

describe('audits: template builder preview', () => {
  it('previews the form as the auditor sees it, with the edits not yet saved', async () => {
    const user = userEvent.setup();
    const fire = db.list<DemoAuditTemplate>(db.tenant('acme')!, 'audit_templates').find((x) => x.name === 'Fire safety inspection')!;
    const first = fire.definition.sections[0];
    const question = first.questions.find((q) => q.response_type === 'options' && !q.parent_id)!;
    await renderApp(`/audit-forms/${fire.id}`, { as: 'admin@acme.test' });
    const toggle = await screen.findByRole('button', { name: 'Preview the form' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const preview = screen.getByRole('region', { name: 'Preview: Fire safety inspection' });
    expect(within(preview).getByRole('heading', { name: `1. ${first.title}` })).toBeInTheDocument();
    const group = within(preview).getByRole('group', { name: question.text });
    for (const o of question.options) expect(within(group).getByRole(question.is_multi ? 'checkbox' : 'radio', { name: o.label })).toBeDisabled();

    // an unsaved edit shows at once
    const name = screen.getByRole('textbox', { name: /^Template name/ });
    await user.clear(name);
    await user.type(name, 'Fire walk');
    expect(screen.getByRole('region', { name: 'Preview: Fire walk' })).toBeInTheDocument();
    await user.click(toggle);
    expect(screen.queryByRole('region', { name: /^Preview:/ })).not.toBeInTheDocument();
  });
});
