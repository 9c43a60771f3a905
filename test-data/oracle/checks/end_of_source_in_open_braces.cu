// The input ends inside a namespace, a class and a function: each missing
// "}" is reported "At end of source", with a note at its "{"; a class cut
// off also misses its ";".
int x;
void g() {
}
namespace ns {
void f() {
  if (x) {
    x = 2;
  }
  while (x) {
    --x;
