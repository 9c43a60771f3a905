// A variable with specifiers or attributes but no type: "explicit type is
// missing" at its name (without any specifier: "this declaration has no
// storage class or type specifier" at its start). At block scope after a
// specifier, a local's name where the type goes is "not a type name".
static x = 1;
const z = 1;
extern w;
__device__ y = 1;
struct S { static m; const n = 1; };
void f() {
  static a = 2;
  const b = 3;
  (void)a; (void)b;
  int v = 1;
  static v p;
  const v q = 2;
}
