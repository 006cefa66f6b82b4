import {
  handleForgetInvitation,
  handleRememberInvitation,
} from '@/features/invitations/invitation-routes.server';

export const POST = handleRememberInvitation;
export const DELETE = handleForgetInvitation;
