// A pointer to function initialized with a function of another type
struct A {};
struct B {};
typedef A (*AF)();
typedef int (*IF)(int);
typedef void (*CF)(const char *);
B make_b();
int takes_long(long);
int takes_const(const int);
int over(int);
int over(long);
void takes_chars(char *);
void takes_const_chars(const char *);
int with_default(int, int = 0);
namespace ns { float nf(int); }
extern "C" int c_fn(int);
int varargs(int, ...);

void host_fn() {
  AF a = make_b;
  IF b = &takes_long;
  void (*c)() = make_b;
  IF d = takes_const;
  IF e = over;
  CF f = takes_chars;
  CF g = takes_const_chars;
  IF h = with_default;
  IF i = ns::nf;
  IF j = c_fn;
  IF k = varargs;
  int (*l)(int, ...) = varargs;
  (void)a; (void)b; (void)c; (void)d; (void)e; (void)f; (void)g;
  (void)h; (void)i; (void)j; (void)k; (void)l;
}

__device__ A dev_a();
__global__ void kernel() {
  AF fine = dev_a;
  AF wrong = make_b;
}
