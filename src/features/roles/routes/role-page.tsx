import { useParams } from 'react-router-dom';
import { RoleEditor } from '../components/role-editor';

/** Children 'new' and ':id' of /roles: create when there is no :id; a reader without Role update sees the role read-only. */
export default function RolePage() {
  const { id } = useParams();
  return <RoleEditor key={id ?? 'new'} id={id ? Number(id) : null} />;
}
