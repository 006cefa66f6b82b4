/**
 * The owner's "Invite people" (the website's invite dialog): find people by name or username and invite them in the
 * app; each is notified INVITED_TO_COLLECTION and answers from their Collections tab. Each person found says where
 * they stand (invited, in the collection). Below, the open invites: each pending invite withdrawn, each working
 * link revoked (spec §4: it becomes DISMISSED, and the link stops letting anyone in); then the people in it, each
 * removable. Invite links themselves are made on the collection's screen, through the share sheet.
 */
import { formatDate } from '@happenings/domain/format';
import { Stack } from 'expo-router';
import { useState } from 'react';
import { ActivityIndicator, ScrollView, StyleSheet, Text, TextInput, View } from 'react-native';
import { Button } from '../../components/button.tsx';
import { colors, spacing, typography } from '../../lib/theme.ts';
import { useSignedIn } from '../auth/use-session.ts';
import { PEOPLE_QUERY_MIN_LENGTH, type Person, usePeopleSearch } from '../sends/send-to-friend.queries.ts';
import { useToast } from '../toast/toast-provider.tsx';
import type { CollectionDetail, CollectionInvite } from './collection.types.ts';
import { CollectionGate, Notice } from './collection-gate.tsx';
import { OWNER_ONLY_TEXT } from './edit-collection-screen.tsx';
import { failureDescription } from './failure-description.ts';
import {
  type InviteeStanding,
  useInviteeStatuses,
  useInviteUser,
  useOpenInvites,
  useWithdrawInvite,
} from './invite-people.queries.ts';
import { PeopleInCollection } from './people-in-collection.tsx';
import { personName } from './person-name.ts';
import { PersonRow } from './person-row.tsx';

const SEARCH_LABEL = 'Find people by name or username';

export function InvitePeopleScreen() {
  return (
    <CollectionGate>
      {(collection) => (
        <>
          <Stack.Screen options={{ title: 'Invite people' }} />
          {collection.role === 'OWNER' ? (
            <InvitePeople collection={collection} />
          ) : (
            <Notice text={OWNER_ONLY_TEXT} />
          )}
        </>
      )}
    </CollectionGate>
  );
}

function standingOf(standing: InviteeStanding | undefined): string | null {
  if (standing?.isParticipant) return 'In the collection';
  if (standing?.status === 'PENDING') return 'Invited';
  return null;
}

const handleOf = (person: Person) => (person.username ? `@${person.username}` : personName(person));

function InvitePeople({ collection }: { collection: CollectionDetail }) {
  const signedIn = useSignedIn();
  const toast = useToast();
  const [query, setQuery] = useState('');
  const found = usePeopleSearch(query, signedIn?.user.id ?? null);
  const people = found.data ?? [];
  const statuses = useInviteeStatuses(
    collection.id,
    people.map((person) => person.uid),
  );
  const invite = useInviteUser(collection.id);
  const searching = query.trim().length >= PEOPLE_QUERY_MIN_LENGTH;

  const send = (person: Person) =>
    invite.mutate(person.uid, {
      onSuccess: () => toast.show({ title: `Invited ${handleOf(person)}`, type: 'success' }),
      onError: (error) => {
        const description = failureDescription(error);
        if (description) toast.show({ title: 'Could not invite them', description, type: 'error' });
      },
    });

  return (
    <ScrollView contentContainerStyle={styles.page} keyboardShouldPersistTaps="handled">
      <Text style={styles.lead}>{collection.name}</Text>
      <TextInput
        accessibilityLabel={SEARCH_LABEL}
        placeholder={SEARCH_LABEL}
        placeholderTextColor={colors.muted}
        value={query}
        onChangeText={setQuery}
        autoCapitalize="none"
        autoCorrect={false}
        style={styles.input}
      />
      {searching && (found.isFetching || statuses.isFetching) ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Searching" />
      ) : null}
      {searching && found.data?.length === 0 ? (
        <Text style={styles.muted}>Nobody found by that name.</Text>
      ) : null}
      <View accessibilityRole="list" accessibilityLabel="People found">
        {people.map((person) => {
          const standing = statuses.data ? standingOf(statuses.data.get(person.uid)) : null;
          return (
            <PersonRow key={person.uid} person={person} standing={standing}>
              {standing || !statuses.data ? null : (
                <Button
                  label="Invite"
                  variant="outline"
                  accessibilityLabel={`Invite ${personName(person)}`}
                  busy={invite.isPending && invite.variables === person.uid}
                  disabled={invite.isPending}
                  onPress={() => send(person)}
                />
              )}
            </PersonRow>
          );
        })}
      </View>
      <OpenInvites collection={collection} />
      <PeopleInCollection collection={collection} />
    </ScrollView>
  );
}

/** 'Nov 21', in the device's time zone. */
const shortDate = (iso: string) =>
  formatDate(Date.parse(iso), 'MMM D', Intl.DateTimeFormat().resolvedOptions().timeZone);

function inviteLabel(invite: CollectionInvite): string {
  if (invite.inviteType === 'LINK_INVITE') return 'Invite link';
  return `Invited ${invite.invitee ? personName(invite.invitee) : 'someone'}`;
}

function OpenInvites({ collection }: { collection: CollectionDetail }) {
  const toast = useToast();
  const invites = useOpenInvites(collection.id);
  const withdraw = useWithdrawInvite(collection.id);

  const revoke = (invite: CollectionInvite) => {
    const isLink = invite.inviteType === 'LINK_INVITE';
    withdraw.mutate(invite, {
      onSuccess: () =>
        toast.show({
          title: isLink
            ? 'Invite link revoked'
            : `Invite to ${invite.invitee ? personName(invite.invitee) : 'them'} withdrawn`,
          type: 'success',
        }),
      onError: (error) => {
        const description = failureDescription(error);
        if (description) {
          toast.show({
            title: isLink ? 'Could not revoke the link' : 'Could not withdraw the invite',
            description,
            type: 'error',
          });
        }
      },
    });
  };

  return (
    <View style={styles.section} testID="open-invites">
      <Text style={styles.heading} accessibilityRole="header">
        Open invites
      </Text>
      {invites.isPending ? (
        <ActivityIndicator color={colors.brand} accessibilityLabel="Loading invites" />
      ) : !invites.data ? (
        <Text style={styles.muted}>The open invites could not be loaded.</Text>
      ) : invites.data.length === 0 ? (
        <Text style={styles.muted}>No open invites.</Text>
      ) : (
        invites.data.map((invite) => {
          const isLink = invite.inviteType === 'LINK_INVITE';
          const made = `Made ${shortDate(invite.createdAt)}`;
          return (
            <View key={invite.id} style={styles.invite}>
              <View style={styles.inviteText}>
                <Text style={styles.inviteLabel}>{inviteLabel(invite)}</Text>
                <Text style={styles.muted}>
                  {made}
                  {invite.expiresAt ? ` · works until ${shortDate(invite.expiresAt)}` : ''}
                </Text>
              </View>
              <Button
                label={isLink ? 'Revoke link' : 'Withdraw'}
                variant="outline"
                accessibilityLabel={
                  isLink
                    ? `Revoke the invite link, ${made.toLowerCase()}`
                    : `Withdraw: ${inviteLabel(invite)}`
                }
                busy={withdraw.isPending && withdraw.variables?.id === invite.id}
                disabled={withdraw.isPending}
                onPress={() => revoke(invite)}
              />
            </View>
          );
        })
      )}
    </View>
  );
}

const styles = StyleSheet.create({
  page: { padding: spacing.xl, gap: spacing.md, paddingBottom: spacing.xl * 2 },
  lead: { fontSize: 18, ...typography.heading, color: colors.text },
  input: {
    minHeight: 44,
    borderWidth: 1,
    borderColor: colors.border,
    borderRadius: 8,
    paddingHorizontal: spacing.md,
    fontSize: 16,
    ...typography.text,
    color: colors.text,
  },
  muted: { fontSize: 14, ...typography.text, color: colors.muted },
  section: { gap: spacing.sm, paddingTop: spacing.lg },
  heading: { fontSize: 18, ...typography.heading, color: colors.text },
  invite: { flexDirection: 'row', alignItems: 'center', gap: spacing.md, flexWrap: 'wrap' },
  inviteText: { flex: 1, minWidth: 160, gap: 2 },
  inviteLabel: { fontSize: 16, ...typography.strong, color: colors.text },
});
