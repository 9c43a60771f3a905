// A call no candidate takes that many arguments: the argument types as
// EDG lists them (a local keeps the typedef it was declared with), and
// each candidate noted at its definition, the last declared first
typedef int myint;
typedef unsigned int u32;
template <class T> void t(T *, int);
template <class T> void t(T *, int) {}
template <class T> void t(T *, int);
void t(float *, int);
void t(float *, int) {}
void t(float *, int);
template <class U> void u(U **, int);
void u(char *, int);
int main() {
  int x;
  myint m = 1;
  u32 w = 2;
  u32 *pw = 0;
  t(&x, 1, 2);
  u(&x, 1, 2);
  t(m, 1, 2);
  u(&w, pw, &pw);
  return 0;
}
