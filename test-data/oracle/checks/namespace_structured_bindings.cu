// At namespace scope, a name that is no type followed by `[` begins a
// structured binding to EDG: the name is reported as a type, the binding's
// specifier is invalid, its brackets declare nothing, and the initializer
// is an expression as any. A real binding declares its names.
struct S { int a, b; };
S s;
auto [q, r] = s;
int z = q + r;

int k;
fa[k+35] = fa[k+35] + 1e-3*JC;
fa[k+36] = fa[k+36] + 1e-3*JS;
fb[3];
int fd;
fd[2] = 1;
fg[zz] = 2;
fi[k][2] = 1;
fj[] = {1};
fy[a1, a2] = s;
int u = a1;
namespace N { fv[1] = 2; }
