/**
 * /post/{id}: a post's page (singular like /event/{slug}). 404 for an unknown or deleted post, and for one
 * moderators keep out of view, but to its author, for whom the page is never indexed.
 */
import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getCurrentUser } from '@/features/auth/current-user.server';
import { socialImageUrl } from '@/features/events/event-media';
import { moderationOf } from '@/features/moderation-report/moderation-notice';
import { describePostMedia } from '@/features/posts/post-media';
import { PostPage } from '@/features/posts/post-page';
import { findPost } from '@/features/posts/posts.data';
import { postPath, postTitle } from '@/features/posts/posts.types';
import { getServerEnv } from '@/lib/env';
import { pageMetadata } from '@/lib/site-metadata';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const post = await findPost((await params).id);
  if (!post) return { title: 'Post not found', robots: { index: false } };
  const image = socialImageUrl(post.media, getServerEnv().siteUrl);
  const metadata = pageMetadata({
    title: postTitle(post, 70),
    description: (post.caption?.trim() || describePostMedia(post)).slice(0, 300),
    path: postPath(post),
    type: 'article',
    ...(image ? { image: { url: image, alt: describePostMedia(post) } } : {}),
  });
  // Only its author sees a hidden post: nothing about it may be indexed.
  return moderationOf(post) ? { ...metadata, robots: { index: false, follow: false } } : metadata;
}

export default async function PostRoute({ params }: { params: Params }) {
  const [post, user] = await Promise.all([findPost((await params).id), getCurrentUser()]);
  if (!post) notFound();
  return <PostPage post={post} viewerId={user?.id ?? null} now={Date.now()} />;
}
