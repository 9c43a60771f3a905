// A function is known from its first declaration on: calling or launching
// one declared only later is "identifier ... is undefined"; members see
// their whole class. (A template's dependent call, looked up in its
// instances, is not covered.)
__global__ void parent(int *p) {
  child<<<1, 1>>>(p);
}
__global__ void child(int *p) { p[0] = 1; }
void h(int *p) {
  later(p);
  child<<<1, 1>>>(p);
}
void later(int *p) {}
struct S { void m() { helper(); } void helper() {} };
namespace ns { void a(); }
void ns::a() { b(); }
namespace ns { void b() {} }
void c();
void d() { c(); e(1); }
void c() {}
void e(int);
void later(int) {}
void rec(int n) { if (n) rec(n - 1); }
__device__ int grec(int n) { return n ? grec(n - 1) : 0; }
int main() { d(); return 0; }
