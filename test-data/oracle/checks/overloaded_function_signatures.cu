// EDG names an overloaded function by its signature in ordinary
// diagnostics: types as 'S &&', operators without a space, the
// exception specification of a redeclared member after it.
struct S {
  __device__ S& operator=(S&&) {}
  __device__ S& operator=(const S&) {}
  __device__ int operator+(int) {}
  __device__ int operator+(const S&) {}
  __device__ int f(const int *p, unsigned long) {}
  __device__ int f(S*) {}
  __device__ operator int() {}
};
__device__ int g(int (*fp)(int)) {}
__device__ int g(const char* const*) {}
__device__ void *operator new(unsigned long, S&) {}
__device__ void *operator new(unsigned long, S&, int) {}
struct T { __device__ int h(int) const {} __device__ int h(int, ...) {} template <class U> __device__ int t(U) {} __device__ int t(int) {} };
__device__ int v(int (*fp)(int)) {}
__device__ int v(int (&a)[3]) {}
struct R {
  void f() noexcept; __device__ void f() noexcept;
  void g() throw(); __device__ void g() throw();
  void h(const int*) const; __device__ void h(const int*) const;
  void operator delete(void *p); __device__ void operator delete(void *p);
  int operator+(S&); __device__ int operator+(S&);
  void* operator new(unsigned long); __device__ void* operator new(unsigned long);
};
