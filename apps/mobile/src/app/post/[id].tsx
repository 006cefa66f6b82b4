import { PostScreen } from '../../features/posts/post-screen.tsx';

export default PostScreen;
