import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { emitContextChange } from '../../../lib/context-events';
import { writeItem } from '../../../lib/storage';
import { takeGid } from '../user-context';

/** ?gid= sets the enterprise context, then leaves the address. */
export function useGidParam(): void {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const { gid, rest } = takeGid(search);
    if (!gid) return;
    writeItem('enterprise_id', gid);
    emitContextChange({ reason: 'enterprise', brandId: gid });
    void navigate(`${pathname}${rest}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
}
