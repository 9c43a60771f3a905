// A member function declared twice in its class, with the same spaces or
// not, is an invalid redeclaration. Overloads the parameters, `const`,
// `volatile` or a ref-qualifier tell apart are not.
struct A {
  void f();
  void f();
  void f() const;
  void f(int);
  int f(float);
  void g() {}
  void g()
  {}
  static void s();
  static void s();
  A();
  A();
  __device__ void d();
  __host__ void d();
};
struct Ok {
  void f() &;
  void f() &&;
  void v();
  void v() volatile;
  void h(int);
  void h(long);
};
int main() { return 0; }
