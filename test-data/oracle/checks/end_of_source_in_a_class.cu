// A class cut off by the end of the input misses its "}" and its ";".
namespace ns {
struct S {
  int x;
