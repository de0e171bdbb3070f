import { Button, Group, Modal, Select, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect } from 'react';
import type { AccountStatus, AdminUserRow, Role } from '@marquee/protocol';
import { errorMessage } from '../../../shared/api/api-error';
import { notify } from '../../../shared/lib/notify';
import { useCurrentUser } from '../../auth';
import { useUpdateAdminUser } from '../api/update-admin-user';

interface Values {
  firstName: string;
  lastName: string;
  companyName: string;
  role: Role;
  status: AccountStatus;
}

export function UserEditModal({
  user,
  onClose,
}: {
  user: AdminUserRow | null;
  onClose: () => void;
}) {
  const me = useCurrentUser().data;
  const update = useUpdateAdminUser();
  const form = useForm<Values>({
    initialValues: {
      firstName: '',
      lastName: '',
      companyName: '',
      role: 'client',
      status: 'active',
    },
  });
  const { setValues, resetDirty } = form;
  useEffect(() => {
    if (!user) return;
    const v = {
      firstName: user.firstName,
      lastName: user.lastName,
      companyName: user.companyName,
      role: user.role,
      status: user.status,
    };
    setValues(v);
    resetDirty(v);
  }, [user, setValues, resetDirty]);
  // The server refuses it too; the form does not offer it.
  const isSelf = user?.id === me?.id;

  const submit = form.onSubmit((values) => {
    if (!user) return;
    update.mutate(
      { id: user.id, input: values },
      {
        onSuccess: (u) => {
          notify.success(
            'User updated',
            u.status === 'suspended' && user.status !== 'suspended'
              ? 'The account is suspended: its sessions ended and its screens stop.'
              : '',
          );
          onClose();
        },
        onError: (err) => {
          const fields = (err as { errors?: Record<string, string> }).errors;
          if (fields) form.setErrors(fields);
          notify.error('Error', errorMessage(err, 'Could not update the user'));
        },
      },
    );
  });

  return (
    <Modal opened={user !== null} onClose={onClose} title="Edit user">
      <form onSubmit={submit}>
        <Stack gap="sm">
          <TextInput label="First name" required {...form.getInputProps('firstName')} />
          <TextInput label="Last name" required {...form.getInputProps('lastName')} />
          <TextInput label="Company" required {...form.getInputProps('companyName')} />
          <Select
            label="Role"
            allowDeselect={false}
            disabled={isSelf}
            description={isSelf ? 'You cannot change your own role.' : undefined}
            data={[
              { value: 'client', label: 'Client' },
              { value: 'admin', label: 'Admin' },
            ]}
            {...form.getInputProps('role')}
          />
          <Select
            label="Account status"
            allowDeselect={false}
            disabled={isSelf}
            description={
              isSelf
                ? 'You cannot suspend your own account.'
                : 'A suspended account cannot sign in and its screens stop.'
            }
            data={[
              { value: 'active', label: 'Active' },
              { value: 'suspended', label: 'Suspended' },
            ]}
            {...form.getInputProps('status')}
          />
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
