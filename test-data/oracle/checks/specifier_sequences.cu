// Decl-specifier sequences EDG rejects as written, each reported at the
// specifier that makes the sequence wrong: a specifier twice (also through
// a macro: __forceinline__ is __inline__), a second storage class, a type
// qualifier twice (a warning), an invalid combination of type specifiers;
// and a parameter name used twice.
inline __forceinline__ int f1() { return 1; }
__inline__ inline int f2() { return 2; }
__inline__ __device__ __forceinline__ int f3() { return 3; }
typedef static int T1;
extern thread_local int t1;
const volatile const int cv = 1;
volatile volatile int vv;
short short s1;
signed signed int s2;
unsigned signed int s3;
long long long s4;
short long s5;
struct A { virtual virtual void g(); explicit explicit A(int); mutable mutable int m; friend friend void h(); };
void dup(int a, float b, int a);
void ok(int, int, int c);
int main() { int static static q = 0; return q + f1() + f2() + cv; }
