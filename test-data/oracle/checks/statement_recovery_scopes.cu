// After "expected a ;" EDG skips the rest of the statement: nothing in it
// is looked up. Each substatement of an if/for/while that is not a block
// is a scope of its own, and so is the statement when its header declares
// something: an undefined name reported in one is reported again after it.
void skips(int a, int *p) {
  a = (real_t *) convert(a);
  a = 1 later = 2;
  p[0] = 3
  next = 4;
  if (a) a = 2 trailing;
  a = 5;
}
void scopes(int a) {
  if (a) u1 = 1;
  u1 = 2;
  for (int i = 0; i < 3; i++) u2 = 1;
  u2 = 2;
  while (a) u3 = 1;
  u3 = 2;
  for (int i = u4; i < 3; i++) a++;
  u4 = 2;
  if (a) { u5 = 1; } else u5 = 3;
  u5 = 2;
  for (int i = 0; i < 3; i++)
    a = (real_t) a;
}
// a header that declares nothing opens no scope of its own
void headers(int a) {
  int i;
  if (v1(a)) a = 1;
  v1(a);
  for (i = v2; i < 3; i++) a++;
  a = v2;
  for (int j = v3; j < 3; j++) a++;
  a = v3;
  if (int x = v4) a = x;
  a = v4;
  while (v5(a)) a++;
  a = v5(a);
}
