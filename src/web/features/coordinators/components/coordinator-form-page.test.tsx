// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'react-router';
import { COORDINATOR_API_MESSAGES } from '../../../../shared/texts/coordinators.js';
import { COORDINATOR_MESSAGES } from '../texts';
import { STAFF_MESSAGES } from '../../../lib/staff-texts';
import { jsonResponse, mockFetch, renderRoutes, sentBody, isolateScreenTests } from '../../../test/helpers';
import { COORDINATOR_CASEY, groupFixture } from '../../../test/admin-fixtures';
import { CoordinatorFormPage, coordinatorUpdateBody, validateCoordinatorForm } from './coordinator-form-page';

const EDIT_MESSAGE = 'All fields are required (except password for editing)';

const GROUPS = [
  groupFixture(),
  groupFixture({
    _id: 'g2',
    name: 'Oak Scouts',
    code: 'OAK7',
    organizationName: 'Oak Troop',
    createdAt: '2025-01-01T10:00:00.000Z',
  }),
];

const COORDINATOR = COORDINATOR_CASEY;

function answer(url: string, init: RequestInit | undefined): Response {
  if (url === '/api/groups') return jsonResponse(200, { success: true, data: GROUPS });
  if (url === '/api/admin/coordinators/c1' && init?.method === 'PUT') {
    return jsonResponse(200, { success: true, data: { ...COORDINATOR, ...(sentBody(init) as object) } });
  }
  if (url === '/api/admin/coordinators/c1') return jsonResponse(200, { success: true, data: COORDINATOR });
  if (url === '/api/admin/coordinators' && init?.method === 'POST') {
    return jsonResponse(201, { success: true, data: COORDINATOR });
  }
  return jsonResponse(404, { success: false, message: 'Not found' });
}

function renderForm(path: string) {
  return renderRoutes(
    path,
    <>
      <Route path="/admin/coordinators" element={<p>coordinators list</p>} />
      <Route path="/admin/coordinators/new" element={<CoordinatorFormPage />} />
      <Route path="/admin/coordinators/:id" element={<CoordinatorFormPage />} />
    </>,
  );
}

const submitButton = (name: string) => screen.getByRole('button', { name });

describe('coordinator form rules', () => {
  const filled = { name: 'Casey', email: 'casey@example.org', password: 'secret1', groupId: 'g1' };

  it('requires every field when creating', () => {
    expect(validateCoordinatorForm(filled, false)).toBeNull();
    for (const key of ['name', 'email', 'password', 'groupId'] as const) {
      expect(validateCoordinatorForm({ ...filled, [key]: '' }, false)).toBe(STAFF_MESSAGES.allFieldsRequired);
    }
  });

  it('lets the password stay blank when editing, and says so when something else is missing', () => {
    expect(
      STAFF_MESSAGES.allFieldsRequired + ' ' + COORDINATOR_MESSAGES.validation.coordinatorEditSuffix,
    ).toBe(EDIT_MESSAGE);
    expect(validateCoordinatorForm({ ...filled, password: '' }, true)).toBeNull();
    expect(validateCoordinatorForm({ ...filled, name: ' ', password: '' }, true)).toBe(EDIT_MESSAGE);
    expect(validateCoordinatorForm({ ...filled, groupId: '' }, true)).toBe(EDIT_MESSAGE);
  });

  it('sends the password on update only when one was typed', () => {
    expect(coordinatorUpdateBody({ ...filled, password: '' })).toEqual({
      name: 'Casey',
      email: 'casey@example.org',
      groupId: 'g1',
    });
    expect(coordinatorUpdateBody({ ...filled, password: ' new pass ' })).toEqual({
      name: 'Casey',
      email: 'casey@example.org',
      groupId: 'g1',
      password: ' new pass ',
    });
  });
});

describe('coordinator form screen', () => {
  isolateScreenTests();

  it('lists the groups as "Name (CODE)" and uses an e-mail field', async () => {
    mockFetch(answer);
    renderForm('/admin/coordinators/new');

    const select = await screen.findByLabelText('Group');
    const options = Array.from((select as HTMLSelectElement).options).map((option) => option.text);
    expect(options).toEqual(['-- Select Group --', 'Lincoln Band (BAND24)', 'Oak Scouts (OAK7)']);
    expect(screen.getByLabelText('Email Address').getAttribute('type')).toBe('email');
  });

  it('requires every field when creating, with the plain message', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    renderForm('/admin/coordinators/new');

    await user.type(await screen.findByLabelText('Name'), 'Casey');
    await user.type(screen.getByLabelText('Email Address'), 'casey@example.org');
    await user.selectOptions(screen.getByLabelText('Group'), 'g1');
    await user.click(submitButton('Create Coordinator'));

    expect(screen.getByRole('alert').textContent).toBe(STAFF_MESSAGES.allFieldsRequired);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('edits without sending a blank password, then confirms', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    renderForm('/admin/coordinators/c1');

    const name = (await screen.findByLabelText('Name')) as HTMLInputElement;
    expect(name.value).toBe('Casey Coach');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Group') as HTMLSelectElement).value).toBe('g1');

    await user.selectOptions(screen.getByLabelText('Group'), 'g2');
    await user.click(submitButton('Update Coordinator'));

    expect((await screen.findByRole('status')).textContent).toBe(
      COORDINATOR_MESSAGES.success.coordinatorUpdated,
    );
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(put?.[0]).toBe('/api/admin/coordinators/c1');
    const body = sentBody(put?.[1]) as Record<string, unknown>;
    expect(body).toEqual({ name: 'Casey Coach', email: 'casey@example.org', groupId: 'g2' });
    expect('password' in body).toBe(false);
  });

  it('sends a typed password when editing', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    renderForm('/admin/coordinators/c1');

    await user.type(await screen.findByLabelText('Password'), 'brand-new-1');
    await user.click(submitButton('Update Coordinator'));

    await screen.findByRole('status');
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(sentBody(put?.[1])).toMatchObject({ password: 'brand-new-1' });
  });

  it('adds the editing suffix when a required field is emptied', async () => {
    const user = userEvent.setup();
    const fetchMock = mockFetch(answer);
    renderForm('/admin/coordinators/c1');

    await user.clear(await screen.findByLabelText('Name'));
    await user.click(submitButton('Update Coordinator'));

    expect(screen.getByRole('alert').textContent).toBe(EDIT_MESSAGE);
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('says when the coordinator cannot be loaded (server message first)', async () => {
    mockFetch((url) =>
      url === '/api/groups'
        ? jsonResponse(200, { success: true, data: GROUPS })
        : jsonResponse(404, { success: false, message: COORDINATOR_API_MESSAGES.coordinatorNotFound }),
    );
    renderForm('/admin/coordinators/zz');
    expect((await screen.findByRole('alert')).textContent).toBe(COORDINATOR_API_MESSAGES.coordinatorNotFound);
  });

  it('falls back to the default load message', async () => {
    mockFetch((url) =>
      url === '/api/groups'
        ? jsonResponse(200, { success: true, data: GROUPS })
        : new Response('', { status: 503 }),
    );
    renderForm('/admin/coordinators/c1');
    expect((await screen.findByRole('alert')).textContent).toBe(
      COORDINATOR_MESSAGES.loadFailed.coordinatorData,
    );
  });
});
