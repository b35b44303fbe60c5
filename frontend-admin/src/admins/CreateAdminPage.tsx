import {
  Alert,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type ChangeEvent, type FormEvent, useState } from 'react';
import { Title, useDataProvider } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { CreateAdminBody } from '../api/types';
import { errorMessage, errorStatus } from '../components/apiErrors';
import { MasterOnly } from '../components/MasterOnly';
import { PageHeading } from '../components/PageHeading';
import { PasswordChecklist } from '../components/PasswordChecklist';
import { isStrongPassword } from '../components/passwordRules';
import { validateEmail, validateFullName, validatePasswordField } from '../components/validation';
import type { AdminDataProvider } from '../dataProvider';
import { ADMIN_LIST_ALIAS } from '../paths';

export const ADMIN_CREATED = 'new Admin has been created successfully!';
export const EMAIL_IN_USE = 'Email Already in use';

interface Values {
  fullname: string;
  email: string;
  password: string;
}

function validate(values: Values): Partial<Record<keyof Values, string>> {
  const errors: Partial<Record<keyof Values, string>> = {};
  const fullname = validateFullName(values.fullname);
  const email = validateEmail(values.email);
  const password = validatePasswordField(values.password);
  if (fullname) errors.fullname = fullname;
  if (email) errors.email = email;
  if (password) errors.password = password;
  return errors;
}

function CreateAdminForm() {
  const navigate = useNavigate();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>({ fullname: '', email: '', password: '' });
  const [submitted, setSubmitted] = useState(false);
  const [showChecklist, setShowChecklist] = useState(false);
  const create = useMutation({
    mutationFn: (body: CreateAdminBody) => dataProvider.createAdmin(body).then(({ data }) => data),
  });
  const serverError =
    create.error && (errorStatus(create.error) === 409 ? EMAIL_IN_USE : errorMessage(create.error));

  const errors = submitted ? validate(values) : {};
  const change = (field: keyof Values) => (event: ChangeEvent<HTMLInputElement>) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The checklist is a requirement too: the server rejects weak passwords anyway.
    if (Object.keys(validate(values)).length > 0 || !isStrongPassword(values.password)) {
      setShowChecklist(true);
      return;
    }
    create.mutate({
      fullname: values.fullname.trim(),
      email: values.email.trim(),
      password: values.password,
    });
  };

  return (
    <Card sx={{ mt: 2, maxWidth: 520 }}>
      <Title title="Create Admin" />
      <CardContent>
        <PageHeading title="Create Admin" />
        <Stack component="form" noValidate spacing={2} onSubmit={submit}>
          <TextField
            label="Full Name"
            value={values.fullname}
            onChange={change('fullname')}
            error={Boolean(errors.fullname)}
            helperText={errors.fullname}
          />
          <TextField
            label="Email"
            type="email"
            value={values.email}
            onChange={change('email')}
            error={Boolean(errors.email)}
            helperText={errors.email}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            onFocus={() => setShowChecklist(true)}
            error={Boolean(errors.password)}
            helperText={errors.password}
          />
          {showChecklist && <PasswordChecklist password={values.password} />}
          {serverError && <Alert severity="error">{serverError}</Alert>}
          <Button type="submit" variant="contained" disabled={create.isPending}>
            Create
          </Button>
        </Stack>
      </CardContent>
      <Dialog open={create.isSuccess} aria-describedby="admin-created">
        <DialogContent>
          <DialogContentText id="admin-created">{ADMIN_CREATED}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* docs/specification.md#admin-transitions: OK goes to /getAdmins. */}
          <Button onClick={() => navigate(ADMIN_LIST_ALIAS)} variant="contained" autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}

/** docs/specification.md#create-admin: "Create Admin" (/createadmin), master admins only. */
export function CreateAdminPage() {
  return (
    <MasterOnly>
      <CreateAdminForm />
    </MasterOnly>
  );
}
